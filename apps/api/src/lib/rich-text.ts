import sanitizeHtml from 'sanitize-html';

/**
 * What staff may format in a page: headings, paragraphs, lists, emphasis and links. Scripts,
 * styles, event handlers and any other markup are dropped; links keep only http(s), mailto
 * and tel targets or paths in the site, and a link opening a new tab cannot reach back to it.
 */
const pageOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], '*': ['dir', 'lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` leaves the site as surely as `https://host/path`; say so with a scheme.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Editors paste divs; they read as paragraphs.
    div: 'p',
    a: (tagName, attribs) => {
      const { target, rel: _ignored, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, pageOptions).trim();
}

/** The words a reader would see, without any markup. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}
