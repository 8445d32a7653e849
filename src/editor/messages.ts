import type { Catalogue } from "@/i18n/catalogue";

/** Labels of the rich-text editor (the back office's project descriptions and text blocks). */
const es = {
  toolbar: "Formato de texto",
  paragraph: "Texto normal",
  heading: (level: number) => `Título ${level}`,
  bold: "Negrita",
  italic: "Cursiva",
  underline: "Subrayado",
  strike: "Tachado",
  orderedList: "Lista numerada",
  bulletList: "Lista con viñetas",
  blockquote: "Cita",
  codeBlock: "Bloque de código",
  link: "Enlace",
  clearFormatting: "Quitar formato",
  linkDialogTitle: "Enlace",
  linkDialogDescription: "Dirección web (https://…), correo (mailto:…), teléfono (tel:…) o ruta del sitio (/…).",
  linkUrl: "URL del enlace",
  linkApply: "Aplicar",
  linkRemove: "Quitar enlace",
  linkCancel: "Cancelar",
  linkInvalid: "Introduzca una dirección válida.",
};

export type EditorMessages = typeof es;

export const editorMessages: Catalogue<EditorMessages> = {
  es,
  gl: {
    toolbar: "Formato de texto",
    paragraph: "Texto normal",
    heading: (level) => `Título ${level}`,
    bold: "Negra",
    italic: "Cursiva",
    underline: "Subliñado",
    strike: "Riscado",
    orderedList: "Lista numerada",
    bulletList: "Lista con viñetas",
    blockquote: "Cita",
    codeBlock: "Bloque de código",
    link: "Ligazón",
    clearFormatting: "Quitar o formato",
    linkDialogTitle: "Ligazón",
    linkDialogDescription: "Enderezo web (https://…), correo (mailto:…), teléfono (tel:…) ou ruta do sitio (/…).",
    linkUrl: "URL da ligazón",
    linkApply: "Aplicar",
    linkRemove: "Quitar a ligazón",
    linkCancel: "Cancelar",
    linkInvalid: "Introduza un enderezo válido.",
  },
  pt: {
    toolbar: "Formatação de texto",
    paragraph: "Texto normal",
    heading: (level) => `Título ${level}`,
    bold: "Negrito",
    italic: "Itálico",
    underline: "Sublinhado",
    strike: "Tachado",
    orderedList: "Lista numerada",
    bulletList: "Lista com marcadores",
    blockquote: "Citação",
    codeBlock: "Bloco de código",
    link: "Link",
    clearFormatting: "Limpar formatação",
    linkDialogTitle: "Link",
    linkDialogDescription: "Endereço web (https://…), e-mail (mailto:…), telefone (tel:…) ou caminho do site (/…).",
    linkUrl: "URL do link",
    linkApply: "Aplicar",
    linkRemove: "Remover link",
    linkCancel: "Cancelar",
    linkInvalid: "Digite um endereço válido.",
  },
  en: {
    toolbar: "Text formatting",
    paragraph: "Normal text",
    heading: (level) => `Heading ${level}`,
    bold: "Bold",
    italic: "Italic",
    underline: "Underline",
    strike: "Strikethrough",
    orderedList: "Numbered list",
    bulletList: "Bulleted list",
    blockquote: "Quote",
    codeBlock: "Code block",
    link: "Link",
    clearFormatting: "Clear formatting",
    linkDialogTitle: "Link",
    linkDialogDescription: "Web address (https://…), e-mail (mailto:…), phone (tel:…) or site path (/…).",
    linkUrl: "Link URL",
    linkApply: "Apply",
    linkRemove: "Remove link",
    linkCancel: "Cancel",
    linkInvalid: "Enter a valid address.",
  },
};

// Client components read these by name (`useMessages("editor")`): see src/i18n/client-catalogues.ts.
declare module "@/i18n/client-catalogues" {
  interface ClientCatalogues {
    editor: EditorMessages;
  }
}
