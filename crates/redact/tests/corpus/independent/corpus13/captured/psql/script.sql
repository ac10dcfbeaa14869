\set ON_ERROR_STOP 0
\pset pager off
CREATE TEMP TABLE accounts (id int PRIMARY KEY, username text, display_name text, email text UNIQUE,
  phone text, tax_id text, iban text, password_hash text, api_key text, last_login_ip inet, created_at timestamptz);
INSERT INTO accounts VALUES (1, 'obennett', 'Oliver Bennett', 'oliver.bennett@example.org', '07700 900461', 'QQ 12 34 56 C', 'GB88IYTM67044653237164', '$2b$08$JJ3kvqu1UpUvtZfDFw0VX.yJTm2SoUnS4GkK3CpTWs4yQmpvOVgAS', 'sk-proj-tp0wm60O7Q92ADHxgYjuz1SP8pHKNkCpn4BtObtnRJoPJO7k', '198.51.100.140', '2026-11-11 08:05:00+00');
INSERT INTO accounts VALUES (2, 'ksvensson', 'Karin Svensson', 'karin.svensson@example.com', '070-123 45 67', '780610-4902', 'NO1178129107585', '$1$OBkltPAv$Bqgszla..9b5w8knCR46r0', 'SK199f88214f291c2bcaccdacd93e2a91f', '203.0.113.5', '2026-11-12 08:10:00+00');
INSERT INTO accounts VALUES (3, 'ipetrov', 'Иван Петров', 'ivan.petrov@example.net', '+7 912 345-67-89', NULL, NULL, 'SCRAM-SHA-256$4096:JNjhn1w74xJqvLRR1+JIwA==$fWjjMr2Dla/I+cTR2FCgyJkvlBslk7QRS/edtxX2jzU=:c4gjo2ZvbfdZijsqRikUUVs8wKMKYPwVjj+iiOegF7c=', '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', '192.0.2.146', '2026-11-13 08:15:00+00');
INSERT INTO accounts VALUES (4, 'mgarcia', 'María José García Núñez', 'mj.garcia@example.org', '+34 612 345 678', '21335381Y', 'ES3700539127750214329740', '$2b$08$D1cmRLBTKG5LULo4op1yJuf3gIl2KUNFVCo8CnneX./P3hr7s8gDK', 'AIzaK7o2Z-xUsa0-tBAVFiTBMFkH2LoJDQfr-Ji', '198.51.100.9', '2026-11-14 08:20:00+00');
INSERT INTO accounts VALUES (5, 'wli', '李伟', 'li.wei@example.net', '+86 138 0013 8000', '440305198007073058', NULL, '$1$ercgJ5wy$Ahd1b4kkGCkesuGYuC9PD0', 'sk-proj-J5Hxsltbg_7ZNZs0aadUsU56KGCKV2QPoC-dMWhCOFURdd43', '192.0.2.250', '2026-11-15 08:25:00+00');
INSERT INTO accounts VALUES (6, 'adurand', 'Amélie Durand', 'amelie.durand@example.com', '+33 6 12 45 78 90', '1631288599572 96', 'FR297410372910P8E0FFFXP1X01', 'SCRAM-SHA-256$4096:flAqHfqG+L3HUeZN6kjDNg==$Hk5fj3RLxxt+/v8vET6J0yipC9GdUiMDZ+RogVf5bKk=:XfWLDsDmvlYFEjJE4WUwZMQNcLsEkU7b0k1gooas448=', 'SK8e5f28bd50f26bff5c1cc018a7808ca9', '203.0.113.24', '2026-11-16 08:30:00+00');
INSERT INTO accounts VALUES (7, 'hsato', '佐藤 花子', 'hanako.sato@example.com', '090-1234-5678', '4045 6890 6237', NULL, '$2b$08$7q.Pp5o4Z3ukzzNdVr8GIeOQ9TqbWNYPht9jcrUsMSK6fLeTrv.Bu', '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', '203.0.113.201', '2026-11-17 08:35:00+00');
SELECT id, username, display_name, email, phone FROM accounts ORDER BY id;
\x on
SELECT * FROM accounts WHERE id IN (2, 5) ORDER BY id;
\x off
\pset format csv
SELECT id, username, display_name, email, tax_id, iban, password_hash, api_key, last_login_ip FROM accounts ORDER BY id;
\pset format unaligned
\pset fieldsep '|'
SELECT id, email, last_login_ip FROM accounts WHERE id <= 3 ORDER BY id;
\pset format aligned
INSERT INTO accounts (id, username, email) VALUES (9, 'dup', 'karin.svensson@example.com');
SELECT * FROM accounts WHERE email = 'karin.svensson@example.com' AND api_key = crypt('x', api_key);
CREATE TEMP TABLE deploys (id int, image text, digest text, git_sha text, trace_id uuid, status text, duration interval);
INSERT INTO deploys VALUES (1, 'registry.example.com/billing/api:4.2.1', 'sha256:1f4daaba57b51796e59be388fa5bf96fcfc9360059d182a53aac87747b757def', '1703aa603a03c270008a48dae079ed80f70a2610', '05f0ff62-e60b-4b13-a282-0af65dec6f5c', 'succeeded', '57 seconds');
INSERT INTO deploys VALUES (2, 'registry.example.com/billing/worker:4.2.2', 'sha256:0eb5c82088530b3b621d8e7e2ee522d8e9a2d52cd7164e0a8375372c70f06bd6', 'c4895c800793f5d65ae22788658751f21bd2bd8d', '320d987d-160a-43c1-a7c9-eb1dc3c24d20', 'succeeded', '74 seconds');
INSERT INTO deploys VALUES (3, 'registry.example.com/ledger/api:1.9.3', 'sha256:a1e75ce8af76914c2e20be2adf2dee1fb87c6bd27d9587161b36ed86d58b7f71', 'b274edc54d69fa92e164c46ad12b2f817314404a', 'b7241322-0725-4281-951a-e6aa4e56e2e4', 'failed', '91 seconds');
INSERT INTO deploys VALUES (4, 'registry.example.com/billing/api:4.3.0-rc.4', 'sha256:36c27f4a457a001f1720369358cd0dfc1e6d214f9921e5cf509d97aa30c80018', '6d31a74655fad4c93447ff23c63ee922fbcc1024', '23dfa82f-cf58-4dd4-addc-5546e53e3bfa', 'running', '108 seconds');
SELECT * FROM deploys ORDER BY id;
