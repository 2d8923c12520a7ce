-- A caption per listing picture: what the picture shows ("Nappali", "Konyha", "A ház kívülről"),
-- in Hungarian, so the gallery can use it as the picture's alt text. Nullable: pictures stored
-- before it, or sent by a CMS that has no captions, have none.

ALTER TABLE property_images ADD COLUMN caption TEXT;
