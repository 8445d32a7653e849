/** What a page needs to render one image responsively; built on the server from media_assets. */
export type ImageRef = {
  url: string;
  width: number | null;
  height: number | null;
  blurDataUrl: string | null;
  avifSrcSet: string;
  webpSrcSet: string;
};
