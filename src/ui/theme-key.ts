/** Where the chosen theme is kept (localStorage), the key next-themes used, so earlier choices survive. */
export const THEME_KEY = "theme";
