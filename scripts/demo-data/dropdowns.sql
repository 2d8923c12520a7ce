-- Dropdown options with Hungarian labels. Re-runnable.
DELETE FROM dropdown_options WHERE type IN ('property_type', 'condition');
INSERT INTO dropdown_options (type, value, label, position) VALUES
  ('property_type', 1, 'Lakás', 1),
  ('property_type', 2, 'Ház', 2),
  ('property_type', 3, 'Telek', 3),
  ('property_type', 4, 'Nyaraló', 4),
  ('property_type', 5, 'Garázs', 5),
  ('property_type', 6, 'Iroda', 6),
  ('property_type', 7, 'Üzlethelyiség', 7),
  ('condition', 1, 'Új építésű', 1),
  ('condition', 2, 'Újszerű', 2),
  ('condition', 3, 'Felújított', 3),
  ('condition', 4, 'Jó állapotú', 4),
  ('condition', 5, 'Közepes állapotú', 5),
  ('condition', 6, 'Felújítandó', 6);
