<?xml version="1.0" encoding="utf-8"?>
<!-- A browser opening the blog's Atom feed shows it as a page: what it is, and its posts (blog/feed.ts). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" indent="yes" />
  <xsl:template match="/atom:feed">
    <html>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title><xsl:value-of select="atom:title" /> (Atom feed)</title>
        <style>
          body { max-width: 44rem; margin: 0 auto; padding: 2rem 1.25rem; font: 16px/1.6 system-ui, sans-serif; color: #1c1e21; }
          .feed-note { padding: 0.75rem 1rem; border-left: 4px solid #0b5c8a; background: #e7f3fa; }
          li { margin: 0 0 1rem; }
          time { color: #4b5058; font-size: 0.9rem; }
          a { color: #0b5c8a; }
        </style>
      </head>
      <body>
        <p class="feed-note">This is an Atom feed: copy its address into a feed reader to follow the blog.</p>
        <h1><xsl:value-of select="atom:title" /></h1>
        <p><xsl:value-of select="atom:subtitle" /></p>
        <p><a href="{atom:link[not(@rel)]/@href | atom:link[@rel='alternate']/@href}">Read the blog</a></p>
        <h2>Latest posts</h2>
        <ul>
          <xsl:for-each select="atom:entry">
            <li>
              <a href="{atom:link/@href}"><xsl:value-of select="atom:title" /></a><br />
              <time><xsl:value-of select="atom:updated" /></time>
              <xsl:if test="atom:summary"><br /><xsl:value-of select="atom:summary" /></xsl:if>
            </li>
          </xsl:for-each>
        </ul>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
