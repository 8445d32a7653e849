/** What a page needs to render one image responsively; built on the server from media_assets. */
export type ImageRef = {
  url: string;
  width: number | null;
  height: number | null;
  blurDataUrl: string | null;
  avifSrcSet: string;
  webpSrcSet: string;
  /** The 9:16 centre crop for portrait screens; empty when the asset has none (older uploads, external URLs, tall or tiny images). */
  portraitAvifSrcSet: string;
  portraitWebpSrcSet: string;
};

/** An image we hold no row for (external, or removed): drawn as is, without variants. */
export const bareImageRef = (url: string): ImageRef => ({
  url,
  width: null,
  height: null,
  blurDataUrl: null,
  avifSrcSet: "",
  webpSrcSet: "",
  portraitAvifSrcSet: "",
  portraitWebpSrcSet: "",
});
