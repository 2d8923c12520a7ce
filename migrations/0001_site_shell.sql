-- The CMS records the site shell needs: tenants, their branding and settings, menus, files, dropdowns.

CREATE TABLE public_site_domains (
  id INTEGER PRIMARY KEY,
  subdomain TEXT NOT NULL UNIQUE,
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL CHECK (unit_id > 0),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (unit_type, unit_id)
);

CREATE TABLE corporate_identities (
  id INTEGER PRIMARY KEY,
  site_domain_id INTEGER NOT NULL REFERENCES public_site_domains (id) ON DELETE CASCADE,
  logo_url TEXT,
  cover_picture_url TEXT,
  main_color TEXT,
  second_color TEXT
);
CREATE INDEX corporate_identities_site ON corporate_identities (site_domain_id, id);

CREATE TABLE public_site_settings (
  site_domain_id INTEGER NOT NULL REFERENCES public_site_domains (id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (key IN (
    'site_name', 'facebook_url', 'facebook_app_id', 'facebook_page_id', 'welcome_text', 'slogen',
    'seo_description', 'instagram_url', 'tik_tok_url', 'linkedin_url', 'link_tree_url'
  )),
  value TEXT,
  PRIMARY KEY (site_domain_id, key)
);

-- Menu entries belong to a unit (franchise or office), as getPages is asked by unit.
CREATE TABLE menu_entries (
  id INTEGER PRIMARY KEY,
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  url TEXT NOT NULL,
  "group" TEXT,
  hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
  blank INTEGER NOT NULL DEFAULT 0 CHECK (blank IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX menu_entries_unit ON menu_entries (unit_type, unit_id, position);

CREATE TABLE unit_files (
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('privacy-policy', 'terms-and-conditions')),
  file_url TEXT NOT NULL,
  PRIMARY KEY (unit_type, unit_id, kind)
);

CREATE TABLE dropdown_options (
  type TEXT NOT NULL,
  value INTEGER NOT NULL,
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (type, value)
);
