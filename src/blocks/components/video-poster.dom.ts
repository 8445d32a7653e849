/**
 * The video poster's data-* names: video-poster.tsx renders them, video-poster.controller.ts reads
 * them. The poster carries the player's address and the frame's title; the play link is the
 * control the controller answers. A page whose posters wait in a `<template>` (a project tab not
 * shown yet) marks an element outside it with `VideoPosters`, so the site script loads the
 * controller without looking into templates.
 */
export enum VideoPosterDom {
  VideoPoster = "data-video-poster",
  EmbedSrc = "data-embed-src",
  EmbedTitle = "data-embed-title",
  VideoPlay = "data-video-play",
  VideoPosters = "data-video-posters",
}
