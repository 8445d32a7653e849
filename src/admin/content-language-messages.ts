import type { Catalogue } from "@/i18n/catalogue";
import { plural } from "@/i18n/format";

/** The language switch of the content forms: which language's texts are being edited. */
const es = {
  label: "Idioma del contenido",
  hint: "El español es el texto principal. Lo que no se traduzca se muestra en español.",
  missingCount: (n: number) => plural("es", n, { one: "# sin traducir", other: "# sin traducir" }),
  complete: "Traducido",
  missingField: "Sin traducir: la web muestra el texto en español.",
  spanishValue: "En español:",
};

export const contentLanguageMessages: Catalogue<typeof es> = {
  es,
  gl: {
    label: "Idioma do contido",
    hint: "O español é o texto principal. O que non se traduza móstrase en español.",
    missingCount: (n) => plural("gl", n, { one: "# sen traducir", other: "# sen traducir" }),
    complete: "Traducido",
    missingField: "Sen traducir: a web mostra o texto en español.",
    spanishValue: "En español:",
  },
  pt: {
    label: "Idioma do conteúdo",
    hint: "O espanhol é o texto principal. O que não for traduzido aparece em espanhol.",
    missingCount: (n) => plural("pt", n, { one: "# sem tradução", other: "# sem tradução" }),
    complete: "Traduzido",
    missingField: "Sem tradução: o site mostra o texto em espanhol.",
    spanishValue: "Em espanhol:",
  },
  en: {
    label: "Content language",
    hint: "Spanish is the main text. Anything left untranslated is shown in Spanish.",
    missingCount: (n) => plural("en", n, { one: "# not translated", other: "# not translated" }),
    complete: "Translated",
    missingField: "Not translated: the website shows the Spanish text.",
    spanishValue: "In Spanish:",
  },
};
