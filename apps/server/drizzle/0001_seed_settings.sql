-- Default prices of SPEC §9; admins may override them later. Existing values are never touched.
INSERT INTO "settings" ("key", "value") VALUES ('pricingUSD', '9'::jsonb), ('pricingINR', '399'::jsonb)
ON CONFLICT ("key") DO NOTHING;
