-- translate() before lower(): under the C locale (common on PostgreSQL servers) lower() only
-- folds ASCII, so capital accented letters ("BAÑO", "Ático") must be mapped explicitly.
CREATE OR REPLACE FUNCTION unaccent_es(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(translate(value, 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC')) $$;
