/** Every blog (for groom, one per category). */
export const BLOGS_QUERY = `#graphql
  query Blogs($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blogs(first: 20) {
      nodes {
        handle
        title
      }
    }
  }
` as const;

/** A blog's articles, newest first, a page at a time. */
export const BLOG_QUERY = `#graphql
  query Blog(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    blog(handle: $handle) {
      handle
      title
      articles(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PUBLISHED_AT, reverse: true) {
        nodes {
          id
          handle
          title
          excerpt
          publishedAt
          image {
            id
            url
            altText
            width
            height
          }
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
` as const;

export const ARTICLE_QUERY = `#graphql
  query Article($country: CountryCode, $language: LanguageCode, $blogHandle: String!, $articleHandle: String!)
  @inContext(country: $country, language: $language) {
    blog(handle: $blogHandle) {
      handle
      title
      articleByHandle(handle: $articleHandle) {
        handle
        title
        excerpt
        contentHtml
        publishedAt
        authorV2 {
          name
        }
        image {
          id
          url
          altText
          width
          height
        }
        seo {
          title
          description
        }
      }
    }
  }
` as const;
