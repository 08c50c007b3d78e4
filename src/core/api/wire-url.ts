import { safeImageUrl, safeLinkUrl } from '../rules/safe-url';
import { array, type Decoder } from './decode';

/**
 * A picture path or URL from the server (PHOTO, PREVIEW_PICTURE_PATH, BANNER_PATH, picture…),
 * checked where the answer is read (DESIGN, "Server HTML"): an absolute URL on the API, the
 * portal or their hosts, or null for anything else (javascript:, data:, vbscript:, another host,
 * not a string), so the placeholder shows. No component gets a picture that did not pass the rule.
 * A module of its own rather than in decode.ts, which the shared runtime carries.
 */
export const pictureUrl: Decoder<string | null> = (input) => safeImageUrl(input);

/** A link from the server (LINK, PROPERTY_LINK_VALUE, a document's FILE): as `pictureUrl`, on the portal. */
export const linkUrl: Decoder<string | null> = (input) => safeLinkUrl(input);

/** A list of pictures (certificates, photos): one that fails the rule is left out. */
export const pictureUrls: Decoder<string[]> = (input, path) =>
  array(pictureUrl)(input, path).filter((url): url is string => url !== null);
