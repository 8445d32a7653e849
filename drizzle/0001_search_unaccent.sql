-- Accent-insensitive Spanish search without the unaccent extension (PGlite does not ship it):
-- visitors type "bano" or "cocína" and still find "baño" and "cocina".
CREATE OR REPLACE FUNCTION unaccent_es(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT translate(lower(value), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc') $$;
