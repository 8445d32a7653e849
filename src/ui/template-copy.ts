/**
 * A fresh copy of what a server-rendered `<template>` holds. Under `next dev` React still
 * hydrates the page and, finding no children in the element (the parser put them in its
 * `content`), renders the tree again in the browser with the children inside the element
 * itself: take them from there then.
 */
export function templateCopy(template: HTMLTemplateElement): DocumentFragment {
  if (template.content.childNodes.length > 0) return template.content.cloneNode(true) as DocumentFragment;
  const copy = document.createDocumentFragment();
  for (const node of Array.from(template.childNodes)) copy.append(node.cloneNode(true));
  return copy;
}
