-- The four demo tenants of the walking skeleton. Re-runnable: it replaces their rows.
-- Ids are fixed so that offices and franchises of the listing data can refer to them:
-- franchise 1 = Immo1 (main site variant), franchise 2 = Lakáspont,
-- office 13 = Immo1 Budapest XIII. kerület (of franchise 1), office 21 = Debrecen (of franchise 2).

DELETE FROM public_site_domains WHERE subdomain IN ('immo1', 'lakaspont', 'budapest13', 'debrecen');
DELETE FROM menu_entries WHERE (unit_type, unit_id) IN (VALUES ('franchise', 1), ('franchise', 2), ('office', 13), ('office', 21));
DELETE FROM unit_files WHERE (unit_type, unit_id) IN (VALUES ('franchise', 1), ('franchise', 2), ('office', 13), ('office', 21));

INSERT INTO public_site_domains (id, subdomain, unit_type, unit_id) VALUES
  (1, 'immo1', 'franchise', 1),
  (2, 'lakaspont', 'franchise', 2),
  (3, 'budapest13', 'office', 13),
  (4, 'debrecen', 'office', 21);

INSERT INTO corporate_identities (site_domain_id, logo_url, cover_picture_url, main_color, second_color) VALUES
  (1, '/media/logo.svg?label=Immo1&color=0b3d5c&accent=b79267', '/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267', '#0b3d5c', '#b79267'),
  (2, '/media/logo.svg?label=Lak%C3%A1spont&color=7a1f2b&accent=e0a526', '/media/cover.svg?seed=lakaspont&color=7a1f2b&accent=e0a526', '#7a1f2b', '#e0a526'),
  (3, '/media/logo.svg?label=Immo1+XIII.&color=114b3c&accent=c9a227', '/media/cover.svg?seed=budapest13&color=114b3c&accent=c9a227', '#114b3c', '#c9a227'),
  (4, '/media/logo.svg?label=Debrecen&color=3b2a6b&accent=f28c28', '/media/cover.svg?seed=debrecen&color=3b2a6b&accent=f28c28', '#3b2a6b', '#f28c28');

INSERT INTO public_site_settings (site_domain_id, key, value) VALUES
  (1, 'site_name', 'Immo1 Ingatlanhálózat'),
  (1, 'slogen', 'Az otthon, ahol a történeted folytatódik'),
  (1, 'welcome_text', 'Üdvözöljük az Immo1 ingatlanhálózat oldalán! Országos irodahálózatunk szakértő értékesítői segítenek eladni, venni vagy bérbe adni, a hirdetéstől a szerződéskötésig.'),
  (1, 'seo_description', 'Eladó és kiadó lakások, házak, telkek az Immo1 ingatlanhálózat kínálatában, országszerte.'),
  (1, 'facebook_url', 'https://www.facebook.com/immo1ingatlan'),
  (1, 'facebook_app_id', '100000000000001'),
  (1, 'facebook_page_id', '200000000000001'),
  (1, 'instagram_url', 'https://www.instagram.com/immo1ingatlan'),
  (1, 'tik_tok_url', 'https://www.tiktok.com/@immo1ingatlan'),
  (1, 'linkedin_url', 'https://www.linkedin.com/company/immo1'),
  (2, 'site_name', 'Lakáspont Ingatlan'),
  (2, 'slogen', 'Lakást keres? Ponttal a célban.'),
  (2, 'welcome_text', 'A Lakáspont irodái Kelet-Magyarországon és Budapesten várják az eladókat és a vevőket. Nézze meg friss kínálatunkat!'),
  (2, 'seo_description', 'Lakáspont Ingatlan: eladó és kiadó lakások Debrecenben, Nyíregyházán és Budapesten.'),
  (2, 'facebook_url', 'https://www.facebook.com/lakaspont'),
  (2, 'instagram_url', 'https://www.instagram.com/lakaspont'),
  (3, 'site_name', 'Immo1 Budapest XIII. kerület'),
  (3, 'slogen', 'Angyalföldtől a Margitszigetig'),
  (3, 'welcome_text', 'Irodánk a XIII. kerület szívében, a Váci úton található. Újlipótvárosi és angyalföldi lakásokra specializálódtunk.'),
  (3, 'seo_description', 'Eladó lakások a XIII. kerületben: Újlipótváros, Angyalföld, Vizafogó. Immo1 Budapest XIII.'),
  (3, 'facebook_url', 'https://www.facebook.com/immo1budapest13'),
  (3, 'link_tree_url', 'https://linktr.ee/immo1budapest13'),
  (4, 'site_name', 'Debreceni Ingatlaniroda'),
  (4, 'slogen', 'A cívisváros otthonai egy helyen'),
  (4, 'welcome_text', 'Debreceni irodánk 2009 óta segíti ügyfeleit a Nagyerdőtől Józsáig. Kérjen ingyenes értékbecslést!'),
  (4, 'seo_description', 'Eladó házak és lakások Debrecenben és Hajdú-Bihar vármegyében.'),
  (4, 'facebook_url', 'https://www.facebook.com/debreceniingatlan'),
  (4, 'tik_tok_url', 'https://www.tiktok.com/@debreceniingatlan'),
  -- Where an enquiry goes when the listing's agent or office has no address: the franchise's office.
  (1, 'enquiry_email', 'ajanlat@immo1.example.hu'),
  (2, 'enquiry_email', 'ajanlat@lakaspont.example.hu'),
  (3, 'enquiry_email', 'ajanlat@immo1.example.hu'),
  (4, 'enquiry_email', 'ajanlat@lakaspont.example.hu');

INSERT INTO menu_entries (unit_type, unit_id, label, url, "group", hidden, blank, position) VALUES
  ('franchise', 1, 'Rólunk', '/oldal/1', 'main', 0, 0, 1),
  ('franchise', 1, 'Hitelügyintézés', '/oldal/2', 'main', 0, 0, 2),
  ('franchise', 1, 'Impresszum', '/oldal/3', 'footer', 0, 0, 3),
  ('franchise', 1, 'Kapcsolat', '/oldal/4', 'footer', 0, 0, 4),
  ('franchise', 2, 'Miért mi?', '/oldal/5', 'main', 0, 0, 1),
  ('franchise', 2, 'Impresszum', '/oldal/6', 'footer', 0, 0, 2),
  ('office', 13, 'Csapatunk', '/oldal/7', 'main', 0, 0, 1),
  ('office', 13, 'Értékbecslés', '/oldal/8', 'main', 0, 0, 2),
  ('office', 13, 'Impresszum', '/oldal/9', 'footer', 0, 0, 3),
  ('office', 21, 'Ingyenes értékbecslés', '/oldal/10', 'main', 0, 0, 1),
  ('office', 21, 'Impresszum', '/oldal/11', 'footer', 0, 0, 2),
  ('office', 21, 'Kapcsolat', '/oldal/12', 'footer', 0, 0, 3);

INSERT INTO unit_files (unit_type, unit_id, kind, file_url) VALUES
  ('franchise', 1, 'privacy-policy', '/dokumentumok/adatkezelesi-tajekoztato'),
  ('franchise', 1, 'terms-and-conditions', '/dokumentumok/altalanos-szerzodesi-feltetelek'),
  ('franchise', 2, 'privacy-policy', '/dokumentumok/adatkezelesi-tajekoztato'),
  ('franchise', 2, 'terms-and-conditions', '/dokumentumok/altalanos-szerzodesi-feltetelek'),
  ('office', 13, 'privacy-policy', '/dokumentumok/adatkezelesi-tajekoztato'),
  ('office', 13, 'terms-and-conditions', '/dokumentumok/altalanos-szerzodesi-feltetelek'),
  ('office', 21, 'privacy-policy', '/dokumentumok/adatkezelesi-tajekoztato');
