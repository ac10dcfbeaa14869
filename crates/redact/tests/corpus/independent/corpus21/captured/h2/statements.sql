CREATE TABLE kunden(id INT PRIMARY KEY, name VARCHAR, telefon VARCHAR, email VARCHAR, adresse VARCHAR, ausweis VARCHAR, iban VARCHAR)
CREATE TABLE events(id INT PRIMARY KEY, payload VARCHAR)
CREATE TABLE cred_archive(id INT PRIMARY KEY, a VARCHAR, b VARCHAR)
CREATE TABLE builds(id VARCHAR, digest VARCHAR, commit_sha VARCHAR, version VARCHAR)
INSERT INTO kunden VALUES(1, 'Niccolò Esposito', '+39 716 960 221', 'niccolo.esposito97@posta.it', 'Corso Buenos Aires 137, 20124 Milano', 'SPSNCL81D52G273A', 'IT94Q8468026607262272915557')
INSERT INTO kunden VALUES(2, 'Jyrki Hämäläinen', '+358 644 847 267', 'jyrki.hamalainen75@posti.fi', 'Hämeenkatu 112, 33100 Tampere', '260965-5717', 'FI6541153429179632')
INSERT INTO kunden VALUES(3, 'Zofia Dąbrowski', '+48 617 527 743', 'zofia.dabrowski29@poczta.pl', 'ul. Długa 166, 80-827 Gdańsk', '76072553843', 'PL10951045700268265970908969')
INSERT INTO kunden VALUES(4, 'François Girard', '+33 860 066 810', 'francois.girard80@courriel.fr', '41 cours Mirabeau, 13100 Aix', '5225567148501089', 'FR7391027413951638073261142')
INSERT INTO kunden VALUES(5, 'Сергей Попов', '+7 808 353 885', 'sergey.u92785@pochta.ru', 'ул. Тверская, д. 69, Москва, 125009', '5589841498918460', '')
INSERT INTO kunden VALUES(6, 'Aino Järvinen', '+358 882 906 465', 'aino.jarvinen75@posti.fi', 'Hämeenkatu 118, 33100 Tampere', '280782-087N', 'FI8910539261939141')
INSERT INTO kunden VALUES(7, 'İsmail Yılmaz', '+90 871 291 096', 'ismail.yilmaz54@eposta.com.tr', 'İstiklal Cad. No:99, 34433 Beyoğlu/İstanbul', '64729595186', 'TR326222381324337170768505')
INSERT INTO kunden VALUES(8, 'Göksu Müller', '+49 945 665 794', 'goksu.muller79@postfach.de', 'Königsallee 84, 40212 Düsseldorf', '5411155059965677', 'DE95692030918301092732')
CREATE USER IF NOT EXISTS svc_adm_lmakinen28 PASSWORD 'Emre1993%'
CREATE USER IF NOT EXISTS svc_ops_eyilmaz63 PASSWORD 'x'
ALTER USER svc_ops_eyilmaz63 SET PASSWORD 'falcon.fjord.sierra.yarrow.48'
CREATE USER IF NOT EXISTS svc_ops_asjoberg34 PASSWORD '1234qwerASDF599'
CREATE USER IF NOT EXISTS svc_svc_mdevries19 PASSWORD 'x'
ALTER USER svc_svc_mdevries19 SET PASSWORD 'FzHq0F91Vv36m1I4oSAaeX'
CREATE USER IF NOT EXISTS svc_adm_deploy58 PASSWORD 'Margaux1971%'
CREATE USER IF NOT EXISTS svc_svc_backup89 PASSWORD 'x'
ALTER USER svc_svc_backup89 SET PASSWORD 'ember-coral-cobalt-spruce-66'
CREATE USER IF NOT EXISTS svc_ops_mdevries61 PASSWORD '1qaz2wsx3edc373'
CREATE USER IF NOT EXISTS svc_svc_backup27 PASSWORD 'x'
ALTER USER svc_svc_backup27 SET PASSWORD 'iSDyCwLki0P8Gmwygmlzhw'
INSERT INTO events VALUES(100, '{"event": "login.attempt", "request_body": "{\"user\": \"eyilmaz58\", \"password\": \"AIza6cPCZ6PJ-rbZn_vn9QO6lTybc8H_ZrqWl9h''x\"}", "auth": "Basic ZXlpbG1hejU4OnB5cGktQWdFSWNIbHdhUzV2Y21jY2drOGpnRVREMmRRcFk2QWxmU2lDLW1Cb2c3TFh6eTVZbC16djg2RlJwbUtuT2lsQ0dnMmZoVHhaNEJC"}')
INSERT INTO events VALUES(101, '{"event": "login.attempt", "request_body": "{\"user\": \"adm-mdevries81\", \"password\": \"Pi4AkbdWl4Brt0pMSWX4PwezhUz00UF6p6LZ''x\"}", "auth": "Basic YWRtLW1kZXZyaWVzODE6bnBtXzM2c1VyQzVKT0xQUldqR1BRZVRpdUQwWElZV29NOTRjdXJ6dA=="}')
INSERT INTO events VALUES(102, '{"event": "login.attempt", "request_body": "{\"user\": \"ops.eyilmaz14\", \"password\": \"1qaz2wsx3edc905''x\"}", "auth": "Basic b3BzLmV5aWxtYXoxNDpzaHBhdF9mM2M5YTFmNDM2ZTVkMzlkODZiYzZiOTk2NjE2NTBiYg=="}')
INSERT INTO events VALUES(103, '{"event": "login.attempt", "request_body": "{\"user\": \"adm-backup72\", \"password\": \"otter.delta.fjord.ember.52''x\"}", "auth": "Basic YWRtLWJhY2t1cDcyOmdocF9zb1FrWlpNdEdUekR1cnRhcHJMSHFZcXZhUmlhQmdoMHhrT2o="}')
INSERT INTO events VALUES(104, '{"event": "login.attempt", "request_body": "{\"user\": \"etl84\", \"password\": \"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1NTk0OTMxIiwiaWF0IjoxNzY0NjA4NDAxLCJleHAiOjE3NjQ2MTIwMDEsImp0aSI6Ijk3ZGZkYTA3Yjg4ZWQ0MTYifQ.f5lhgYHjULEi0Dg3YJ2kZyxcWYXPnHBOULOj4TBvrUs''x\"}", "auth": "Basic ZXRsODQ6eGFwcC0xLUFRTFFMT01GRTc0LTYyNDc3MzM3MTMyOTctMTU2NjBkMmRkYTUyMWNiNjY2YWQ1NmJkZjZjM2JiMTVjMGU0NTQxZDlkZDU4Mzc3ZjQ1MzM5MGNlN2NjOTg1YQ=="}')
INSERT INTO events VALUES(105, '{"event": "login.attempt", "request_body": "{\"user\": \"etl34\", \"password\": \"c9b86653f07193d0b87602cb3bb6076c4a599e5a''x\"}", "auth": "Basic ZXRsMzQ6U0swZWE1ZjMyMjY4NDI0ODQ5NmZlNjhkZDgyYWE3YzA3OA=="}')
INSERT INTO events VALUES(106, '{"event": "login.attempt", "request_body": "{\"user\": \"svc_asjoberg65\", \"password\": \"Eleni1988?''x\"}", "auth": "Basic c3ZjX2Fzam9iZXJnNjU6Z2l0aHViX3BhdF8xMVNVSENZVFc5NEkzWTVWS0ExUTE5XzJIc21kWG52c2c4SjFNV0FaaVpqQjJMRUFvN1dYUFBwUUNrZm00S0pxbkZSN0RyNHRZZlBqZzVFOXBH"}')
INSERT INTO events VALUES(107, '{"event": "login.attempt", "request_body": "{\"user\": \"svc_replicator66\", \"password\": \"0iaApOY99x3QKdGTodIPH6I4''x\"}", "auth": "Basic c3ZjX3JlcGxpY2F0b3I2Njpza19saXZlXzUxaFR4d0hFQkpaZmxndnhuUWZIYnVPd29LcnJWUUlD"}')
INSERT INTO cred_archive VALUES(200, '$2b$12$yFb2.bNPVhPCeFD0w7NVX63GKvWnwhMjc76AFal7KtNkYB8EzCPMe', '03da9ff8904433879a46c0073047cc1f36ea18d656074d99f7074a72a77c85e5')
INSERT INTO cred_archive VALUES(201, '$6$0KucgnJkLg3.qdgS$09UAUGS5BUzeO15h7b6Zru1BHhnMe2AOBNLr9WXLXc.OvaG3n2RSOMapssRIJYIvfZLxHTNjJcsSJnXPWe27.t', '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')
INSERT INTO cred_archive VALUES(202, '$argon2id$v=19$m=65536,t=3,p=4$8JduEl3n5Zj71btbZypXog$mv8527o1Q55KOcOchlSuRPuKxA2DaoKf6hVEr1zxDI0', '2417e038f648f4504e62a34e440113d6752b6a20fceffb6008cd77800cba0250')
INSERT INTO cred_archive VALUES(203, 'pbkdf2_sha256$1000$MzcWyncsSZw2nrmNBWyqJu$3UIu3btODraCeLKGJa7PqkKl54piS5OWzfQnmm1PJnE=', 'pypi-AgEIcHlwaS5vcmciuSyAUkLx8xqm6xIYcMioxSiYEJ8BammfE2_C7nKvGZDD9-WtixHb4OldJXb')
INSERT INTO cred_archive VALUES(204, '$1$sV1jfl53$.24mLzf7iYlctMgE0UX7rz', '2e059d68092f64620e680b0d2dcab87a6fb04194013fc5f8393e26943b216d86')
INSERT INTO cred_archive VALUES(205, 'f68ad8effd0ed6da2dc04f2bc6ea4228f96d97af', 'AKIADLRZD66W2IV6CC2L')
INSERT INTO cred_archive VALUES(206, '$2b$13$kc7GiCmFGd47p2Q6wFcYVpHSEgwjHpJClu2JX/vMnbcOTMRJ8E7hR', '3d49324f501b1deb850edba01b7fab7469580e51210d91ed8dec3ed1652bb2f1')
INSERT INTO cred_archive VALUES(207, '$argon2id$v=19$m=65536,t=3,p=4$OsfqQ+V73k+27r8M35ht/g$2hRdY45+a+h7ArFVE9jHhD7Q1LpqA8t3Jg9ZwSKd8zU', 'rk_live_51WclQO0CLTZCdqJl9m3KNXVjI0R8YaJD4DNwbbDuA')
SELECT COUNT(*) FROM builds WHERE id = '6b610080-5f65-4750-b4ee-4b99377e41a6' AND digest = 'sha256:9a9fe3a2fa53a79b4c67f7a432d83f681000ee0833f54b39380ffb74cc71e675' AND commit_sha = '41f9bef615217060be8bd72a7d629421847c57ad' AND version = '3.19.11'
SELECT COUNT(*) FROM builds WHERE id = '79ecd77e-e444-4bba-84cb-eb527593f1e4' AND digest = 'sha256:da305d514bc3c61a6c0071ecde709701b3170259d41339229c527fa7563f9cc0' AND commit_sha = '41916dfa28ff1068091aaf5016bed6d8b98cf7de' AND version = '3.0.16'
SELECT COUNT(*) FROM builds WHERE id = '8f1987e3-3346-4f90-b176-465263b597b4' AND digest = 'sha256:0d9007a69a7159afce5749d0636229592e0deaaea2fca326f5049c547c2ee005' AND commit_sha = 'ce0ec2057d3763ffcfac2d9e810a720293d678e5' AND version = '3.0.5'
SELECT COUNT(*) FROM builds WHERE id = '5fa8f9e9-a72a-4a24-b04a-e987c6e3ac53' AND digest = 'sha256:cbbe34e6e1abea876c2f44baa7c51c6ae5f4eab84049912b62ade0dc4a4f9a22' AND commit_sha = 'cab5d5ab5d4086cef9993078fceb7d51df7b3b63' AND version = '3.20.6'
SELECT COUNT(*) FROM builds WHERE id = 'f524666a-a96c-49bf-bf2a-63f0d67ce528' AND digest = 'sha256:dd349e92a45082d2e79967dca66b5d4965e11d0cfdc22a76cffd5ce45dd89a4d' AND commit_sha = 'c7b3d9d6ac44949fe68c8f03c38fec33d655070c' AND version = '3.4.26'
SELECT COUNT(*) FROM builds WHERE id = '7a1bda38-48dc-458a-bd7e-4d542e12f615' AND digest = 'sha256:5eaa1d5a2ee1f37ad4cd7c3197e825e027817bb0108f72ba3430b76aafd3928d' AND commit_sha = 'faa95a7fd8eaf2e02f4ee922a896e53f659b7e57' AND version = '3.12.20'
SELECT COUNT(*) FROM builds WHERE id = 'a7878b86-8774-466c-87e1-4f38876dd894' AND digest = 'sha256:3d205fbec349024895b98eb135c5c15ba9cd686a113362b37cfb376c78ef846c' AND commit_sha = '0193305d7b6e1dbbc1ecd2c34a7e8b4f6e728ad0' AND version = '3.21.14'
SELECT COUNT(*) FROM builds WHERE id = 'bee1982e-0b56-4f62-86a1-1fc3e3ec5014' AND digest = 'sha256:d4570da580f528e65a6e62f8127ac809541ab4e91fa5afd13a81d73019b4bf61' AND commit_sha = 'f393334214d709c2bc91491a8e8c04d1517e20a5' AND version = '3.21.1'
CREATE TABLE accounts(id VARCHAR, login VARCHAR, passwort_hash VARCHAR, email VARCHAR, telefon VARCHAR, last_login VARCHAR, status VARCHAR)
INSERT INTO accounts VALUES('1', 'svc_asjoberg41', '$1$rd9ckhSn$evW/m9J9uAj7HDkgWYlZXX', 'xiuying.u80727@youxiang.cn', '0951219380', '2025-01-10 00:10:22', 'active')
INSERT INTO accounts VALUES('2', 'tsilva68', 'pbkdf2_sha256$1000$MWHp8HYPRfgVJrReoDHfTK$tcHTfA8EaFeXw9PfEMF7/D+64sE9Y7C+ugYgIIruwlw=', 'nerea.munozortega85@correo.es', '0702716224', '2025-02-11 01:11:22', 'locked')
INSERT INTO accounts VALUES('3', 'asjoberg80', '$6$BRX0LdMoEMUivRQE$V8e0XVExV.nau0VYZhWRMVnRd9bzMt.6jm38oVQMMUwXhwho8sGrXPP3Qs6XXYHN0L46pKwQ7ZgPjrzagWuyT8', 'goncalo.dasilva47@provedor.com.br', '0957522457', '2025-03-12 02:12:22', 'active')
INSERT INTO accounts VALUES('4', 'ops.mdevries10', 'pbkdf2_sha256$1000$gjtW8Y33OBGgs4bIKtdyzO$HVvX3UtlnFd/HEG2sAsZXBeuu/hun1UlcQSQfk0pKzo=', 'jingyi.u36533@youxiang.cn', '0822508896', '2025-04-13 03:13:22', 'locked')
INSERT INTO accounts VALUES('5', 'adm-asjoberg38', 'pbkdf2_sha256$1000$YRj4pwNSkZk0ESBt5rJW2s$J2J1jDoOJKwfgO9v+UEh3F2u7xV5n7lZhRbe/0aKq/0=', 'caglar.dogan32@eposta.com.tr', '0609430705', '2025-05-14 04:14:22', 'active')
INSERT INTO accounts VALUES('6', 'svc_tsilva32', '$argon2id$v=19$m=65536,t=3,p=4$rEY4vMkgYXikAV6TojhVtg$sTOO+wB6W32jgZuuWw3sjsXkLxxohTNyWW1OPnQKLLY', 'grzegorz.kowalczyk56@poczta.pl', '0639296517', '2025-06-15 05:15:22', 'locked')
INSERT INTO accounts VALUES('7', 'etl92', '$6$L201aNtzAYfJe6sP$/R3KjIfUl3yFXRkhpy2zLA8UnM35i8zmlJ4wd11L9z/Q3nfIJXJrhoRZmlAXEC.ycPK1u3ZEUA2QpNFo5Czl0C', 'jihoon.u92890@pyeonji.kr', '0797775005', '2025-07-16 06:16:22', 'active')
INSERT INTO accounts VALUES('8', 'adm-replicator76', '$argon2id$v=19$m=65536,t=3,p=4$7NtsWL/SOY2wW7Bm03t3BQ$bV8OPzsQ1cNVsUjdROMbYZCPK5qS0GJdSdUpKiKdZLo', 'vikram.u86360@dakghar.in', '0788615875', '2025-08-17 07:17:22', 'locked')
CREATE TABLE api_clients(client_id VARCHAR, client_secret VARCHAR, owner_mail VARCHAR, scopes VARCHAR, created_at VARCHAR, rate_limit VARCHAR)
INSERT INTO api_clients VALUES('9ce9421a-4710-4b0b-ad03-74b46bb03735', 'dop_v1_3d1eda8a4b837ffd9f9ca761edf7bdc4d7154104afcb2d8848c0074120e9b4dd', 'anaclara.magalhaes64@provedor.com.br', 'read:orders write:refunds', '2025-10-01', '100')
INSERT INTO api_clients VALUES('6d558353-c5c0-498e-9252-9537a0d20b1e', 'sKWl0rVOhExvroWTxtQvigxz4M23eDUuYKZTc3MQ', 'wei.u46592@youxiang.cn', 'read:orders write:refunds', '2025-11-02', '200')
INSERT INTO api_clients VALUES('577825de-fc59-40c5-8fdb-778b60d0d8c3', 'UrL6kY6vxBjKR+zBedRGDWF6E92u4m016PzIWdBy', 'linnea.oberg89@brevlada.se', 'read:orders write:refunds', '2025-12-03', '300')
INSERT INTO api_clients VALUES('6a4fc808-4e5e-4fce-91dd-9fe4eb2ff478', 'AIza4nUmL9eSbCAF5LpS0Vh0OVHhZkWu86XjaPv', 'nerea.munozortega29@correo.es', 'read:orders write:refunds', '2025-10-04', '400')
INSERT INTO api_clients VALUES('403f799e-b37c-47a5-8107-b236d1df22e6', 'ut8JgqC8ELEOPNIgPdupz03JB7gGNA70Du0yKsq2', 'wojciech.szymanska56@poczta.pl', 'read:orders write:refunds', '2025-11-05', '500')
INSERT INTO api_clients VALUES('035d921f-19a6-43e0-a855-7dc0500eba0b', 'oeXZWGKw+VjIa0K3SvDvI0uU/qv4dePkGT8mvNH5', 'ekaterina.u78675@pochta.ru', 'read:orders write:refunds', '2025-12-06', '600')
INSERT INTO api_clients VALUES('67c28a85-7d8b-40c0-9eaf-31480e639b17', 'dop_v1_d0ba9188f8347e78c51e326855e1741d035a07cfc74e1cc61e6fea2f3a3fff8b', 'friederike.kruger22@postfach.de', 'read:orders write:refunds', '2025-10-07', '700')
INSERT INTO api_clients VALUES('79a0c203-e105-4b4f-80b1-b84a44dab7a6', 'Gw6y1neOEGTRh5viSbaYdKYS3gzQTixD4mJqUV4u', 'emilie.dubois61@courriel.fr', 'read:orders write:refunds', '2025-11-08', '800')
CREATE TABLE personen(pid VARCHAR, vollname VARCHAR, geburtsort_adresse VARCHAR, ausweisnr VARCHAR, iban_or_card VARCHAR, kontakt VARCHAR, land VARCHAR)
INSERT INTO personen VALUES('P-0017', 'Lorenzo Ricci', 'Via del Corso 165, 00186 Roma', 'RCCLNZ53M63A562M', 'IT21T3364521631898834448934', '+39 807 775 278', 'IT')
INSERT INTO personen VALUES('P-0018', 'Jürgen Weiß', 'Friedrichstraße 63, 10117 Berlin', '+49 809 694 873', 'DE87875526580546330013', 'jurgen.weiss25@postfach.de', 'DE')
INSERT INTO personen VALUES('P-0019', 'Łukasz Dąbrowski', 'ul. Marszałkowska 101, 00-624 Warszawa', '77011951674', 'PL94720552289735938016846819', '+48 654 372 326', 'PL')
INSERT INTO personen VALUES('P-0020', 'Zofia Zieliński', 'ul. Długa 68, 80-827 Gdańsk', '58111694328', 'PL96996997428494177022418179', '+48 739 741 838', 'PL')
INSERT INTO personen VALUES('P-0021', 'Grzegorz Dąbrowski', 'ul. Marszałkowska 161, 00-624 Warszawa', '62070412879', 'PL49302363853845754691015315', '+48 616 563 020', 'PL')
INSERT INTO personen VALUES('P-0022', 'Federica Esposito', 'Corso Buenos Aires 129, 20124 Milano', 'SPSFRC87B15H501K', 'IT12S1258608040161231324550', '+39 892 288 470', 'IT')
INSERT INTO personen VALUES('P-0023', 'Екатерина Соколов', 'ул. Тверская, д. 48, Москва, 125009', '+7 638 944 520', '4622969108363157', 'ekaterina.u46186@pochta.ru', 'RU')
INSERT INTO personen VALUES('P-0024', 'Päivi Korhonen', 'Mannerheimintie 128, 00100 Helsinki', '260258-722M', 'FI5743820875639753', '+358 626 592 409', 'FI')
CREATE TABLE sip_peers(ext VARCHAR, "sipSecret" VARCHAR, ha1 VARCHAR, contact_ip VARCHAR, mac_addr VARCHAR, user_agent VARCHAR, expires VARCHAR)
INSERT INTO sip_peers VALUES('2100', 'Qekda1i2VeodUhUa', 'e0a9dbd1e6570064f1058b5af5a411b3', '192.168.44.157', '76:3a:ef:65:e8:af', 'Grandstream GXP2170 1.0.11.0', '3600')
INSERT INTO sip_peers VALUES('2107', 'JlbXsPp77ZZePoaC', '94a4a4a5da9a96a2305f66cc17b660bb', '10.248.237.82', '50:85:ee:70:7d:69', 'Grandstream GXP2170 1.0.11.1', '3599')
INSERT INTO sip_peers VALUES('2114', 'R91ctyU1nb5yKe7q', '429914207a7b88a46b71d1d60f0b168b', '203.0.113.211', '2d:ab:3f:0d:5e:ac', 'Grandstream GXP2170 1.0.11.2', '3598')
INSERT INTO sip_peers VALUES('2121', 'G5MaRnByUnmO6wIq', 'fe84bd32c8bad7a707249571ec0dd3de', '198.51.100.79', '71:31:27:66:44:98', 'Grandstream GXP2170 1.0.11.3', '3597')
INSERT INTO sip_peers VALUES('2128', 'Mt5pskPpZ76Yi22R', '47afdc81df2bacf19b0aa2a32d6ae82c', '192.168.98.17', 'e0:2d:d0:8c:af:60', 'Grandstream GXP2170 1.0.11.4', '3596')
INSERT INTO sip_peers VALUES('2135', 'VuPpDvCFhJEFPrIH', 'a7402924b40831e4f10cdaba68fafa58', '192.0.2.7', 'ab:9b:09:7d:b2:13', 'Grandstream GXP2170 1.0.11.5', '3595')
INSERT INTO sip_peers VALUES('2142', 'FplfOGKxE3cJWn08', 'c71ee20bfa62b9ac8600b8bd8c48bca8', '10.149.46.71', 'f8:7e:cf:3c:29:c0', 'Grandstream GXP2170 1.0.11.6', '3594')
INSERT INTO sip_peers VALUES('2149', 'kzrIg07OfpevSK7w', '17917b1ee32e38123be62b9205f2e812', '172.18.144.111', '04:74:f7:64:2c:f2', 'Grandstream GXP2170 1.0.11.7', '3593')
CREATE TABLE wifi_devices(device_id VARCHAR, hostname VARCHAR, mac VARCHAR, ssid VARCHAR, wpa_psk VARCHAR, fw_version VARCHAR)
INSERT INTO wifi_devices VALUES('55ac64de-a242-4aa9-b993-c67131450d26', 'tv-bb8285.home.lan', '9b:57:6a:44:ce:22', 'Home-PCrpg', 'yarrow-lagoon-saffron-saffron-69', 'v0.2.17')
INSERT INTO wifi_devices VALUES('7d97a322-7554-4c25-8ad1-f8dd8650bf6b', 'printer-cfad4a.home.lan', 'b3:77:8f:e0:c8:aa', 'Home-573Hx', 'tundra.lagoon.umber.garnet.43', 'v1.3.17')
INSERT INTO wifi_devices VALUES('00afe86f-3df9-46da-81d9-973cd5e5e91d', 'cam-280d0d.home.lan', '79:fd:13:93:25:f9', 'Home-NKcs2', 'velvet-basalt-lantern-glacier-40', 'v2.4.17')
INSERT INTO wifi_devices VALUES('851e629e-c77b-40fe-b840-a2b4746d244b', 'nas-9b3c47.home.lan', 'e6:2d:27:71:bb:2e', 'Home-z1OTg', 'delta+quartz+otter+coral+44', 'v3.5.17')
INSERT INTO wifi_devices VALUES('c57c1df0-14e5-46d9-b19c-d5bd7085363c', 'tv-29e79a.home.lan', 'f9:e4:bc:c4:d6:79', 'Home-7qfI1', 'maple.sierra.kestrel.lagoon.33', 'v4.6.17')
INSERT INTO wifi_devices VALUES('f1c7ab5d-f1b6-41d3-8cc0-a7ecee484eb2', 'printer-0c0015.home.lan', '12:13:b0:e3:52:c7', 'Home-C1alJ', 'sierra_fjord_otter_glacier_77', 'v5.7.17')
INSERT INTO wifi_devices VALUES('758c2797-fa64-4a13-b693-bb04c39fd451', 'cam-ae4186.home.lan', 'bd:e9:c5:27:e7:cf', 'Home-8XxFK', 'fjord_onyx_garnet_delta_98', 'v6.8.17')
INSERT INTO wifi_devices VALUES('f3bfd63e-bc78-477f-aeeb-410a76ea4ee1', 'nas-1c66ac.home.lan', '4d:8e:ec:6f:bd:52', 'Home-MtSlJ', 'sierra+harbor+kestrel+amber+92', 'v7.9.17')
CREATE TABLE oauth_tokens(token_id VARCHAR, usr VARCHAR, refresh_tok VARCHAR, access_jwt VARCHAR, expires_in VARCHAR, scope VARCHAR)
INSERT INTO oauth_tokens VALUES('de4d6f53-e86e-4213-ac09-ea838d6168d3', 'ops.hmueller3', '0O5jtSQjZqhzGkmApds9YOHvqrgCskFuNxbK8bj3a6sd5LHZn4INVQ', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1NjkxMjczIiwiaWF0IjoxNzYyNjgzMTM0LCJleHAiOjE3NjI2ODY3MzQsImp0aSI6IjQ3Yjc4MzFlN2I1NmFiNzUifQ.X3vLi4VKFnx6g6279V8f2KkXzt-yV2lfsUIPdNY3eVw', '3600', 'openid profile')
INSERT INTO oauth_tokens VALUES('c1f5532c-4074-4047-85be-83c9f6d0ed57', 'ops.deploy84', 'o45y7XgDbaL7EodkpGdGwDJz08qIQ7aO2dcEDWBxrIgHYLxiIv-94w', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1MzU2ODA3IiwiaWF0IjoxNzYxMzA3NDk4LCJleHAiOjE3NjEzMTEwOTgsImp0aSI6IjRkMGI0OWUzODZmNzBjZjgifQ.UkeLWCLnRuGitxB7JIxsWURwt4gggQnvI8age2LtBkE', '3600', 'openid profile')
INSERT INTO oauth_tokens VALUES('a662fb87-0c4d-467d-893b-5e484bda5488', 'asjoberg66', 'Luumm7SkY1sgSHVDII9yM1XJLfcRP9woWYpAeHgvKhotVeHJFfg-BQ', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1ODM3MjAwIiwiaWF0IjoxNzY0MTk2NzU2LCJleHAiOjE3NjQyMDAzNTYsImp0aSI6IjNmOTlhYjY0YjQ2MGM5MGQifQ.pevbSEq82skeg511ol3NDqU54Owv1wAXR5pCPjoIQPU', '3600', 'openid profile')
INSERT INTO oauth_tokens VALUES('d1b3d983-68c4-40b5-b1f5-f6140a9b6974', 'adm-mdevries17', 'uR37OPIq2c4b3q1fyoMiDzqwOM8j8Upeyt8Eh6uh5JmoxUYTMRR1Xw', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1OTk5OTk5IiwiaWF0IjoxNzYzNjMwNDk5LCJleHAiOjE3NjM2MzQwOTksImp0aSI6IjM0NmJiMjI3YTk1OWEzNDMifQ.QJGZ2zg-Ya5GUIaUDYZrYu4LFraRnZ0w6ps3Vk8keJ0', '3600', 'openid profile')
INSERT INTO oauth_tokens VALUES('778823b7-e533-4e0e-aafd-1384a49a81e3', 'replicator93', '1neyjPyhsUYW9O2bJo7BScX9LBSOuFw8u48ca4dn09w2Rf4KGlRB4Q', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1Njc4MzEwIiwiaWF0IjoxNzYzMjU3NzQyLCJleHAiOjE3NjMyNjEzNDIsImp0aSI6ImY5NmY3OTcwMTIzOTc2YWEifQ.0SlIoyeVV2b4MnaeDnYrV61ocSt_mjDp0lTyrFZbcXk', '3600', 'openid profile')
INSERT INTO oauth_tokens VALUES('dba85e26-64fa-413c-b08d-69a4953c82cc', 'svc_replicator96', 'CKQI0mHH7MCZQWJOKMkTxiJQurtl9rRsXRqWqvKdKlXWMBqOIB8-6A', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1NTg3NzEzIiwiaWF0IjoxNzYyNjYyMjQzLCJleHAiOjE3NjI2NjU4NDMsImp0aSI6IjM0OTdiOTAzY2FmMDQxOGUifQ.98K3cAiFDytPHQxgksiN2iHZcT25_sfRotlH6pUrGSI', '3600', 'openid profile')
INSERT INTO oauth_tokens VALUES('4041dd5c-a540-4177-9775-c178f2a44121', 'svc_backup37', 'KVshTWGSb8MvJzhVL5PxjUBdMdnAfQrUudRS0TBryz5CTymSQ2jTag', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1OTg1OTE2IiwiaWF0IjoxNzYzODY4OTcxLCJleHAiOjE3NjM4NzI1NzEsImp0aSI6ImExMGI2NjUyYzczNzA4ZmUifQ.BVaQVNh720TJxW8nuZixCE4yJwM-GbOleVWRyzrhrqk', '3600', 'openid profile')
INSERT INTO oauth_tokens VALUES('eb2396cd-4add-4999-bf30-6cebc1a8a207', 'ops.hmueller18', 'QORqRxj3024TBKYdHI8VGQLV1z-gSw-VfYkZqulFzNkSRoy9BVrmiQ', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1MzU5NzkxIiwiaWF0IjoxNzY1MTY1ODU1LCJleHAiOjE3NjUxNjk0NTUsImp0aSI6IjYzOTg5NWNlNzkxZGUwM2QifQ.SAdMRtbDTcxKCw4U8vA8y5SAdUTXBAv8NNdTjo7tg7o', '3600', 'openid profile')
