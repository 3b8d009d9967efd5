// A production build's art as files beside its scripts (cached for a year by their content hash) instead of data
// URIs in the bundle and the HTML.
import { createHash } from "node:crypto";
import type { SiteArt } from "../site/siteArt.js";

const SVG_DATA_URI = "data:image/svg+xml,";

export interface ArtFile {
  /** Path in the build's output, e.g. "assets/art/how-it-works-1a2b3c4d.svg". */
  file: string;
  content: string;
}

/** The art with each image moved to a file: the URLs to render and the files to write. */
export function artAsFiles(art: SiteArt): { art: SiteArt; files: ArtFile[] } {
  const files = new Map<string, ArtFile>();
  const toFile = (name: string, uri: string): string => {
    if (!uri.startsWith(SVG_DATA_URI)) return uri;
    const content = decodeURIComponent(uri.slice(SVG_DATA_URI.length));
    const hash = createHash("sha256").update(content).digest("base64url").slice(0, 8);
    const file = `assets/art/${name}-${hash}.svg`;
    files.set(file, { file, content });
    return `/${file}`;
  };
  return {
    art: {
      bannerBackground: toFile("banner-background", art.bannerBackground),
      howItWorks: toFile("how-it-works", art.howItWorks),
      whoAreWe: toFile("who-are-we", art.whoAreWe),
      notFound: toFile("not-found", art.notFound),
      benefitIcons: art.benefitIcons.map((src, index) => toFile(`benefit-${index + 1}`, src)),
      teamPhotos: art.teamPhotos,
      paymentCards: art.paymentCards.map((card) => ({
        ...card,
        src: toFile(`card-${card.label.toLowerCase().replace(/\W+/g, "-")}`, card.src),
      })),
    },
    files: [...files.values()],
  };
}
