//! What a key says about its value: one vocabulary of key words, used wherever a key names a value —
//! `key=value` and JSON fields in text, HTTP headers, command-line flags, XML elements, the name of a
//! name/value record, result-set column names and the SQL gate's protected columns.
//!
//! A key is split into its word parts (`db_password` → db, password; `X-Api-Key` → x, api, key;
//! `passwordHash` → password, hash; `PGPASSWORD` → pgpassword, whose word `password` is found as a suffix),
//! and the LAST part with a role decides, the way an English compound's head does: `password_changed_at` is
//! a time (`at`), `token_count` a count, `password_hash` a hash of a password (secret), `session_id` a
//! session (secret) but `key_id` and `client_id` identifiers (not secret).
//!
//! Roles:
//! * strong secret words (password and its translations, secret, token, credential, api key, cookie, otp…):
//!   any non-trivial value is a secret;
//! * weak secret words (key, code, state, session, sig, hash of something secret…): the value is a secret
//!   when it looks like one (random-looking, see `shape`), so `cache_key=user:42` and `error_code=E42` stay;
//! * personal data (email, phone, national id, card, iban…) and infrastructure (host, node, pod, ip…): the
//!   value is removed when it has the shape of one;
//! * diagnostic identifiers (trace, span, request id, commit, digest, checksum, uuid…): random-looking
//!   values are kept (the shape detector skips them);
//! * metadata words (at, count, type, expires, policy…): a property of the secret, not the secret.

/// What a key says about its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// Any non-trivial value is a secret; `numeric_ok`: a small number is a count, not a secret (tokens,
    /// keys), while a password, PIN or OTP may be all digits.
    Secret { label: &'static str, numeric_ok: bool },
    /// A secret when the value looks like one.
    WeakSecret { label: &'static str },
    /// Personal data of this kind when the value has its shape.
    Personal { label: &'static str },
    /// An infrastructure name (host, node, pod, address) when the value has the shape of one.
    Infrastructure,
    /// A process id (`pid`, `ppid`) when the value is a number.
    Process,
    /// Diagnostic material (digests, checksums, trace and span ids, commits, public keys): kept even when
    /// random-looking.
    Diagnostic,
    /// An identifier (`id`, `uid`): kept when it has an identifier's shape (hex, UUID, short, prefixed), but a
    /// long random token under it is still taken (a session table's `id` is its session token).
    Identifier,
    /// The id of an account (`user_id`, `uid`, `login_id`): a number or an id-shaped value is an id and is
    /// kept; a value with an account name's shape (`joaquin.haddad`, `psandoval89`) is the account.
    AccountId,
    /// The key of a name/value record (`name`, `key`, `option_name`): its value names the sibling value.
    NameField,
    /// The value of a name/value record (`value`, `option_value`).
    ValueField,
    /// Nothing known.
    Neutral,
}

impl Role {
    /// Whether a value under this key is a secret, always or when it looks like one.
    pub(crate) fn names_secret(self) -> bool {
        matches!(self, Role::Secret { .. } | Role::WeakSecret { .. })
    }
}

use std::collections::HashMap;

pub(crate) const PASSWORD: &str = "SECRET:password";
const CREDENTIAL: &str = "SECRET:credential";
/// A session's id: a bearer credential when random, a counter when all digits (a firewall's session number).
pub(crate) const SESSION: &str = "SECRET:session";

/// The vocabulary: word parts (lower case, accents folded) and what they say of a value.
const VOCABULARY: &[(&[&str], Role)] = &[
    // The password, in the languages logs and schemas are written in.
    (
        &[
            "password",
            "passwd",
            "pwd",
            "pw",
            "pass",
            "passe",
            "passphrase",
            "passcode",
            "psk",
            "passwort",
            "kennwort",
            "contrasena",
            "contrasenia",
            // Catalan (`clau`, as Spanish `clave`: the key or password).
            "contrasenya",
            "clau",
            "contraseña",
            "clave",
            "senha",
            "wachtwoord",
            "motdepasse",
            "mdp",
            "parola",
            "parolă",
            "haslo",
            "hasło",
            "heslo",
            "jelszo",
            "jelszó",
            "salasana",
            "losenord",
            "lösenord",
            "adgangskode",
            "passord",
            "sifre",
            "şifre",
            // Greek's `code` is the word of sign-in forms for the password (`Κωδικός`, short for `κωδικός
            // πρόσβασης`).
            "κωδικός",
            "κωδικος",
            "lozinka",
            "sifra",
            "šifra",
            "geslo",
            "mima",
            "пароль",
            "парола",
            "密码",
            "密碼",
            "口令",
            "パスワード",
            "비밀번호",
            "암호",
            "كلمةالسر",
            "סיסמה",
            "รหัสผ่าน",
            // Written as two words, read joined (`mat_khau`, `kata sandi`): Vietnamese, Indonesian, Malay.
            "matkhau",
            "katasandi",
            "katalaluan",
            "nenosiri",
            "slaptazodis",
            "lykilord",
            "fjalekalim",
            "fjalekalimi",
            "parool",
            "parole",
            "wagwoord",
            "heslo",
            "暗証番号",
            "كلمةالمرور",
            "رمزعبور",
            "पासवर्ड",
        ],
        Role::Secret { label: PASSWORD, numeric_ok: false },
    ),
    (
        // (`yanzhengma`: 验证码, a verification code, in pinyin.)
        // The answer to an account's security question is a password by another name (`security_answer`,
        // `secretAnswer`: read joined).
        &[
            "pin",
            "cvv",
            "cvc",
            "cvv2",
            "cvc2",
            "csc",
            "otp",
            "totp",
            "hotp",
            "mfa",
            "2fa",
            "passcodes",
            "yanzhengma",
            // A German bank's one-time transaction number (`TAN-Nummer`, `tanNr`, `smsTan`, `pushTAN`: read
            // joined; `tan` alone is a tangent or a colour).
            "tannummer",
            "tannr",
            "mtan",
            "itan",
            "smstan",
            "pushtan",
            "chiptan",
            "phototan",
            "securityanswer",
            "secretanswer",
        ],
        Role::Secret { label: CREDENTIAL, numeric_ok: false },
    ),
    (
        &[
            "secret",
            "secrets",
            "secreto",
            "secreta",
            "segreto",
            "segredo",
            "sekret",
            "geheimnis",
            "credential",
            "credentials",
            "creds",
            "cred",
            // The same word in other languages (`credencial=`, `Zugangsdaten:`).
            "credencial",
            "credenciales",
            "credenciais",
            "credenziale",
            "credenziali",
            "zugangsdaten",
            "inloggegevens",
            "poświadczenia",
            "apikey",
            "apitoken",
            "accesstoken",
            "authtoken",
            "privatekey",
            "secretkey",
            "clientsecret",
            "geheimnis",
            "secreto",
            "segreto",
            "secrete",
            "секрет",
            "秘密",
            "密钥",
            "令牌",
            "mnemonic",
            "seedphrase",
        ],
        Role::Secret { label: CREDENTIAL, numeric_ok: true },
    ),
    (
        &[
            "token",
            // The same word in French (`jeton_acces`, `jeton d'accès`).
            "jeton",
            "jwt",
            "bearer",
            "auth",
            "authorization",
            "authentication",
            "cookie",
            "cookies",
            "setcookie",
            "xsrf",
            "csrf",
            "xsrftoken",
            "csrftoken",
            "jsessionid",
            "phpsessid",
            "sessionid",
            "sessionkey",
            "sessiontoken",
        ],
        Role::Secret { label: CREDENTIAL, numeric_ok: true },
    ),
    // Weak: the value decides.
    (
        &[
            "key",
            "keys",
            // `key` in other languages (German's `Schlüssel` also written `Schluessel` where umlauts are not).
            "schlussel",
            "schluessel",
            "chiave",
            "chave",
            "klucz",
            "nyckel",
            "sleutel",
            "nogle",
            "nokkel",
            "anahtar",
            "ключ",
            "code",
            "codes",
            "codigo",
            "codice",
            "kod",
            "kode",
            "koodi",
            // The same word (from Latin `codex`) in more languages and scripts.
            "kodu",
            "kodas",
            "kods",
            "koda",
            "kód",
            "codul",
            "код",
            "кода",
            "state",
            "session",
            "sess",
            "sid",
            "sig",
            "signature",
            "hmac",
            "seed",
            // Random material by its generic name (Grafana's `rands`), like a seed, salt or nonce.
            "rand",
            "rands",
            "random",
            "tokens",
            "ticket",
            "nonce",
            "private",
            "salt",
            "verifier",
            "challenge",
            "assertion",
            "samlresponse",
            "community",
        ],
        Role::WeakSecret { label: CREDENTIAL },
    ),
    // Personal data.
    (
        &["email", "mail", "e-mail", "emailaddress", "correo", "courriel", "邮箱", "メール"],
        Role::Personal { label: "EMAIL" },
    ),
    (
        &[
            "user",
            "username",
            "usr",
            "login",
            "remoteuser",
            "principal",
            // (An SSH certificate's or a Kerberos keytab's, listed: `Principals:`.)
            "principals",
            // Who did what in an audit trail (`actor`, `actor_login`), and whom an authenticator let in (Exim's
            // `set_id=`, its `server_set_id`).
            "actor",
            "setid",
            "identity",
            "uname",
            "loginname",
            "benutzer",
            "usuario",
            "utilisateur",
            "utente",
            "用户",
            "用户名",
            // 用户名, 用户 and 账号 in pinyin.
            "yonghuming",
            "yonghu",
            "zhanghao",
            "usename",
            "rolname",
            "pengguna",
            "identifiant",
            "dangnhap",
            "tendangnhap",
            "пользователь",
            "пользователя",
            "логин",
            "kullanici",
            "kullanıcı",
            "gebruiker",
            "gebruikersnaam",
            "brukernavn",
            "brugernavn",
            "bruger",
            "anvandarnamn",
            "användarnamn",
            "kayttajatunnus",
            "käyttäjätunnus",
            "felhasznalo",
            "felhasználó",
            "felhasznalonev",
            "felhasználónév",
            "uzivatel",
            "uživatel",
            "pouzivatel",
            "používateľ",
            "uporabnik",
            "kasutaja",
            "lietotajs",
            "lietotājs",
            "naudotojas",
            "notandanafn",
            "χρήστης",
            "משתמש",
            "المستخدم",
            "उपयोगकर्ता",
            "ผู้ใช้",
            "anvandare",
            "användare",
            "kayttaja",
            "käyttäjä",
            "uzytkownik",
            "użytkownik",
            "utilizator",
            "korisnik",
            "nutzer",
            "benutzername",
            "utilizador",
            "ユーザー",
            "ユーザ名",
            "ユーザー名",
            "사용자",
            "아이디",
            "账号",
            "帐号",
            "賬號",
        ],
        Role::Personal { label: "USER" },
    ),
    (
        &[
            "holder",
            "cardholder",
            "fullname",
            "displayname",
            "firstname",
            "lastname",
            "surname",
            "givenname",
            "familyname",
            "nombre",
            "nom",
            "nome",
            "prenom",
            "vorname",
            "nachname",
            "vollname",
            "familienname",
            "geburtsname",
            "rufname",
            "cognome",
            "nominativo",
            "apellido",
            "sobrenome",
            "姓名",
            "名字",
            "氏名",
            // Japanese records keep a name's reading beside it (フリガナ): the same name in kana.
            "フリガナ",
            "ふりがな",
            "furigana",
            "namn",
            "naam",
            "navn",
            "nimi",
            "imie",
            "imię",
            "nazwisko",
            "imienazwisko",
            "jmeno",
            "jméno",
            "prijmeni",
            "příjmení",
            "isim",
            "soyad",
            "soyadi",
            "имя",
            "фамилия",
            "фио",
            "ονομα",
            "όνομα",
            "이름",
            "성명",
            "hoten",
            // ISO 20022's abbreviated element names (`<Cdtr><Nm>…</Nm>`, the party's name).
            "nm",
            // More languages (each a word for a person's name as forms and exports label it).
            "名前",
            "ονοματεπωνυμο",
            "ονοματεπώνυμο",
            "επωνυμο",
            "επώνυμο",
            "الاسم",
            "اسم",
            "שם",
            "नाम",
            "ім'я",
            "імя",
            "прізвище",
            "піб",
            "nume",
            "prenume",
            "adsoyad",
            "efternamn",
            "fornavn",
            "etternavn",
            "efternavn",
            "sukunimi",
            "etunimi",
            "achternaam",
            "voornaam",
            // Indonesian and Malay, the South Slavic languages, Slovak, the Baltic languages, Vietnamese,
            // Thai and Swahili.
            "nama",
            "namalengkap",
            "ime",
            "prezime",
            "imeprezime",
            "meno",
            "priezvisko",
            "vardas",
            "pavardė",
            "vārds",
            "uzvārds",
            "tên",
            "ชื่อ",
            "jina",
            // An account's or a card's holder, as `holder` (German, French, Italian, Dutch, Polish; not Spanish's
            // and Portuguese's `titular`, which is also a headline).
            "inhaber",
            "kontoinhaber",
            "karteninhaber",
            "titulaire",
            "intestatario",
            "rekeninghouder",
            "posiadacz",
            "właściciel",
        ],
        Role::Personal { label: "NAME" },
    ),
    // The people a record is about, named by their role: a value with a person's name shape (two or more
    // capitalised words) is that person's name.
    (
        &[
            "employee",
            "patient",
            "customer",
            "debtor",
            "receptor",
            "emisor",
            "doctor",
            "lekarz",
            "arzt",
            "medico",
            "médico",
            "pacjent",
            "paciente",
            "empleado",
            "mitarbeiter",
            "kunde",
            "kunden",
            // The feminine forms (German `-in`, Spanish `-a`).
            "kundin",
            "mitarbeiterin",
            "patientin",
            "klientin",
            "ärztin",
            "clienta",
            "empleada",
            "kund",
            "klient",
            "klienta",
            "clientul",
            "клиент",
            "العميل",
            "عميل",
            "المستفيد",
            "مستفيد",
            "הלקוח",
            "לקוח",
            "ลูกค้า",
            "клиентка",
            "пациент",
            "сотрудник",
            "klientka",
            "asiakas",
            "asiakkaan",
            "müşteri",
            "musteri",
            "zákazník",
            "zakaznik",
            "ügyfél",
            "klant",
            // Vietnamese, Indonesian and Malay, Korean (a role written in two words is one phrase here:
            // prose finds it by its last word and the one before).
            "khách hàng",
            "bệnh nhân",
            "nhân viên",
            "người dùng",
            "pelanggan",
            "pasien",
            "pesakit",
            "karyawan",
            "pekerja",
            "고객",
            "환자",
            "직원",
            "회원",
            "cliente",
            "requester",
            "recipient",
            "beneficiary",
            "payee",
            "payer",
            "assignee",
            "maintainer",
            "reporter",
            "owner",
            "author",
            "approver",
            "submitter",
            "creator",
            "passenger",
            "guest",
            "tenant",
            // The parties of applications, policies and loans.
            "applicant",
            "policyholder",
            "insured",
            "borrower",
            "debtor",
            "guarantor",
            "agent",
            "contact",
            "signatory",
            "holdername",
            // A work's people as metadata names them (Vorbis comments, PNG text chunks, netCDF and XMP
            // attributes): its author, creator or performer, and a contact person, in the languages of the
            // lexicon (`URHEBER`, `INTERPRETE`, `Tekijä`, `osoba_kontaktowa`).
            "artist",
            "performer",
            "autor",
            "auteur",
            "autore",
            "urheber",
            "verfasser",
            "forfatter",
            "författare",
            "forfattare",
            "upphovsperson",
            "tekijä",
            "tekija",
            "yazar",
            "szerző",
            "szerzo",
            "interpret",
            "interprete",
            "intérprete",
            "künstler",
            "kunstler",
            "artiste",
            "artista",
            "artiest",
            "kunstenaar",
            "ersteller",
            "créateur",
            "createur",
            "creador",
            "criador",
            "creatore",
            "skapare",
            "twórca",
            "tworca",
            "kontaktperson",
            // German, Polish, Czech, the Scandinavian languages: a contact (a person where the value is a
            // name).
            "kontakt",
            "ansprechpartner",
            "contactpersoon",
            "osoba",
            // LDAP's common name (`cn: Arjun Sharma` of an inetOrgPerson; a host's `CN=web01` is no name).
            "cn",
        ],
        Role::Personal { label: "PERSON" },
    ),
    (
        &[
            "phone",
            "mobile",
            "tel",
            "telephone",
            "msisdn",
            "cell",
            "cellphone",
            "fax",
            "phonenumber",
            "telefon",
            "telefono",
            "telefone",
            "handy",
            "shouji",
            "celular",
            "movil",
            "portable",
            "cellulare",
            "handynummer",
            "mobil",
            "gsm",
            "telefoon",
            "mobiel",
            "telemovel",
            "telefonnummer",
            "puhelin",
            "telefonas",
            "телефон",
            "전화",
            "전화번호",
            "手机",
            "手机号",
            "电话",
            "携帯",
            "電話",
            "電話番号",
            "携帯番号",
            "手機",
            "手機號碼",
            "电话号码",
            "휴대폰",
            "핸드폰",
            "연락처",
            "الهاتف",
            "هاتف",
            "الجوال",
            "جوال",
            "טלפון",
            "נייד",
            "τηλεφωνο",
            "τηλέφωνο",
            "κινητο",
            "κινητό",
            "फोन",
            "फ़ोन",
            "मोबाइल",
            "телефону",
            "мобільний",
            "sodienthoai",
            "dienthoai",
            "puhelinnumero",
            "matkapuhelin",
        ],
        Role::Personal { label: "PHONE" },
    ),
    (
        &[
            "ssn",
            "sin",
            "nino",
            "passport",
            "idcard",
            "idnumber",
            "nationalid",
            "dni",
            "nie",
            "cpf",
            "cnpj",
            "rut",
            "curp",
            "aadhaar",
            "aadhar",
            "pesel",
            "bsn",
            // Tax numbers of people: Australia's tax file number, Ireland's PPS number, the UK's unique
            // taxpayer reference, New Zealand's IRD number.
            "tfn",
            "ppsn",
            "utr",
            "ird",
            "nif",
            "nir",
            "codicefiscale",
            "personnummer",
            "shenfenzheng",
            "sfz",
            "身份证",
            "身份证号",
            "taxid",
            "tin",
            "vat",
            "mynumber",
            "ahv",
            "svnr",
            "oib",
            "egn",
            "jmbg",
            "hetu",
            "cnp",
            "tckn",
            "nric",
            "hkid",
            "sozialversicherungsnummer",
            "cccd",
            "cmnd",
            "ktp",
            "nik",
            "rrn",
            "mykad",
            "身份证号码",
            "身分證",
            "身分證字號",
            "マイナンバー",
            "주민등록번호",
            // Identity documents by their names in other languages.
            "personalausweis",
            "ausweis",
            "ausweisnummer",
            "reisepass",
            "passeport",
            "pasaporte",
            "passaporte",
            "paszport",
            "passaporto",
            "паспорт",
            "cni",
            "henkilötunnus",
            "cpr",
            "fødselsnummer",
            "rijksregisternummer",
            "amka",
            "kimlik",
            "tckimlik",
            "個人番号",
            "الهوية",
            "هوية",
            // The national number (`الرقم القومي`, Egypt's; `الرقم الوطني`, Jordan's and others').
            "القومي",
            "الوطني",
            "זהות",
            "תז",
            "αμκα",
            "αφμ",
            "снилс",
            "инн",
            "рнокпп",
            "іпн",
            "आधार",
            "steuerid",
            "steueridentifikationsnummer",
            "identificationnumber",
            "personalnumber",
        ],
        Role::Personal { label: "ID_NUMBER" },
    ),
    (
        &["iban", "pan", "ccnumber", "cardnumber", "creditcard", "accountnumber", "acct", "bic", "card"],
        Role::Personal { label: "ACCOUNT" },
    ),
    // Public key material and certificates: random-looking and diagnostic.
    (&["public", "pubkey", "publickey", "cert", "certs", "certificate", "csr"], Role::Diagnostic),
    // Process ids.
    (&["pid", "ppid", "mpid", "tgid", "processid", "procid"], Role::Process),
    // The town of an address (a record's `city`, vCard's and IPTC's locality): a person's, beside the rest
    // of their record.
    (
        &[
            "city",
            "town",
            "locality",
            "ort",
            "wohnort",
            "stadt",
            "ville",
            "ciudad",
            "localidad",
            "citta",
            "città",
            "cidade",
            "miasto",
            "miejscowosc",
            "miejscowość",
            "kaupunki",
            "paikkakunta",
            "woonplaats",
            "plaats",
            "sehir",
            "şehir",
        ],
        Role::Personal { label: "LOCALITY" },
    ),
    // A person's street address (`street`, `MailingStreet`, `address_line1`).
    (
        &[
            "street",
            "streetaddress",
            "addressline",
            // ISO 20022 (`<AdrLine>`).
            "adrline",
            "strasse",
            "straße",
            "calle",
            "rua",
            "postaladdress",
            "homeaddress",
            "shippingaddress",
            "billingaddress",
            "mailingaddress",
            "deliveryaddress",
            // Order records' party addresses, as ERP and EDI name them (`ship_to`, `BillTo`).
            "shipto",
            "billto",
            "deliverto",
            "soldto",
            "adres",
            "adresse",
            // vCard's `ADR` (RFC 6350; XMPP's `<adr>`), and German forms' short `Adr.`. (An architecture
            // decision record's `adr:` is read as an address too where its value has an address's shape.)
            "adr",
            "anschrift",
            "direccion",
            "endereco",
            "indirizzo",
            "adresa",
            "адрес",
            "住所",
            "주소",
            "地址",
            "住址",
            "收货地址",
            "العنوان",
            "عنوان",
            "כתובת",
            "διευθυνση",
            "διεύθυνση",
            "पता",
            "адреса",
            "endereço",
            "dirección",
            "osoite",
            "adress",
            "diachi",
        ],
        Role::Personal { label: "ADDRESS" },
    ),
    // A Google Cloud project's id names the cloud account, as an AWS account's number does.
    (&["projectid", "gcpproject", "gcpprojectid"], Role::Personal { label: "CLOUD_ACCOUNT" }),
    // A device's identifiers: a phone's IMEI or MEID, and the advertising ids of iOS (IDFA, IDFV) and
    // Android (GAID, AAID), which follow a person across apps.
    (
        &["imei", "imeisv", "meid", "idfa", "idfv", "gaid", "aaid", "advertisingid", "googleadid", "androidadid"],
        Role::Personal { label: "DEVICE_ID" },
    ),
    // A Wi-Fi network's name, which says where a household or a site is.
    (&["ssid", "essid", "wifissid", "wlanssid"], Role::Personal { label: "NETWORK" }),
    // Infrastructure names.
    (
        &[
            "host",
            "hostname",
            "hosts",
            "datasource",
            "server",
            "node",
            "nodename",
            "machine",
            "instance",
            "pod",
            "podname",
            "ip",
            "ips",
            "addr",
            "address",
            "remoteaddr",
            "peer",
            "upstream",
            "forwarded",
            "xforwardedfor",
            "realip",
            "fqdn",
            "domain",
            "endpoint",
            "computer",
            "workstation",
            "workstationname",
            "computername",
            "machinename",
            "devname",
            "devicename",
            "device",
            "hostnames",
            "dns",
            "dnsname",
            // RADIUS's NAS-Identifier (RFC 2865): the access server's name.
            "nasidentifier",
        ],
        Role::Infrastructure,
    ),
    // A date of birth.
    (
        &[
            "dob",
            "birthdate",
            "birthday",
            "birth",
            "dateofbirth",
            "geburtsdatum",
            "nacimiento",
            "naissance",
            "nascita",
            "nascimento",
            "urodzenia",
            "geboortedatum",
            "födelsedatum",
            "fodelsedatum",
            "fødselsdato",
            "syntymäaika",
            "syntymaaika",
            "рождения",
            "народження",
            "nasterii",
            "nașterii",
            "doğum",
            "dogum",
            "生年月日",
            "出生日期",
            "生日",
            "생년월일",
            "الميلاد",
            "לידה",
            "γεννησης",
            "γέννησης",
            "जन्म",
            "जन्मतिथि",
            "ngaysinh",
        ],
        Role::Personal { label: "BIRTH_DATE" },
    ),
    // Identifiers, and diagnostic material.
    (&["id", "ids", "uuid", "guid", "oid", "ulid"], Role::Identifier),
    // The numbers of business records (orders, invoices, shipments) in the lexicon's languages: ids, however
    // much they look like a phone number or a random token.
    (
        &[
            "order",
            "orderid",
            "ordernumber",
            "pedido",
            "bestelnummer",
            "bestelling",
            "bestellung",
            "bestellnummer",
            "encomenda",
            "commande",
            "ordine",
            "zamowienie",
            "заказ",
            "заказа",
            "invoice",
            "factura",
            "fatura",
            "facture",
            "rechnung",
            "fattura",
            "tracking",
            "trackingnumber",
            "shipment",
            "parcel",
            "awb",
            "booking",
            "reservation",
        ],
        Role::Identifier,
    ),
    // (auditd writes the ids as numbers, `auid=1004`, and its enriched format the accounts they resolve to,
    // `AUID="sbrandt"`: one key for both, judged by the value.)
    (&["uid", "userid", "loginid", "accountid", "auid", "euid", "suid", "fsuid", "ouid"], Role::AccountId),
    (
        &[
            "trace",
            "traceid",
            // Serilog's compact JSON writes the trace and span ids as `@tr` and `@sp`.
            "tr",
            "sp",
            "traceparent",
            "tracestate",
            "span",
            "spanid",
            "requestid",
            "reqid",
            "correlation",
            "correlationid",
            "commit",
            "sha",
            "sha1",
            "sha256",
            // Sysmon's `Hashes: MD5=…,SHA256=…,IMPHASH=…`: a file's digests.
            "hashes",
            "imphash",
            "sha512",
            "md5",
            "digest",
            "checksum",
            "shasum",
            "md5sum",
            "sha1sum",
            "sha256sum",
            "etag",
            "hash",
            "revision",
            "rev",
            "ref",
            // Git's objects name each other by their hashes (`commit … parent …`, `tree …`), and the commands
            // that take a commit say which (`checkout a501fc7…`, `reverts a102084…`, a `release` by its commit).
            "parent",
            "tree",
            "checkout",
            "revert",
            "release",
            // GnuPG names a key by the hash of its public part (`keygrip`), as by its fingerprint.
            "keygrip",
            "build",
            "image",
            "container",
            "containerid",
            "object",
            "blob",
            "chunk",
            "block",
            "txid",
            "txn",
            "transaction",
            "msgid",
            "messageid",
            "event",
            "job",
            "task",
            "run",
            "execution",
            "fingerprint",
            "kid",
            "thumbprint",
            "serial",
            "offset",
            "partition",
            "cluster",
            "ray",
            "cfray",
            "b3",
            "amz",
            "operation",
            "invocation",
            "version",
            "deployment",
        ],
        Role::Diagnostic,
    ),
    // The two halves of a name/value record.
    (
        &[
            "name",
            "path",
            "header",
            "param",
            "parameter",
            "parameterkey",
            "field",
            "var",
            "variable",
            "env",
            "setting",
            "option",
            "property",
            "attribute",
        ],
        Role::NameField,
    ),
    (&["value", "val", "parametervalue"], Role::ValueField),
    // Metadata of a secret: when, how many, which kind, how long, whether.
    (
        &[
            "at",
            "time",
            "ts",
            "timestamp",
            "mtime",
            "ctime",
            "atime",
            "date",
            "count",
            "counts",
            "num",
            "number",
            "len",
            "length",
            "size",
            "bytes",
            "expires",
            "expire",
            "expiry",
            "expiration",
            "expired",
            "ttl",
            "age",
            "days",
            "hours",
            "minutes",
            "seconds",
            "secs",
            "ms",
            "type",
            "kind",
            "policy",
            "method",
            "mode",
            "algorithm",
            "alg",
            "algo",
            "enabled",
            "disabled",
            "required",
            "enforced",
            "changed",
            "change",
            "updated",
            "created",
            "rotated",
            "rotation",
            "last",
            "used",
            "usage",
            "remaining",
            "left",
            "limit",
            "limits",
            "max",
            "min",
            "strength",
            "status",
            "format",
            "scheme",
            "file",
            "filename",
            "dir",
            "ref",
            "location",
            "provider",
            "store",
            "manager",
            "valid",
            "validity",
            "hint",
            "prompt",
            "prefix",
            "suffix",
            "mask",
            "masked",
            "index",
            "sent",
            "received",
            "set",
            "reset",
            "error",
            "errors",
            "failure",
            "failures",
            "failed",
            "attempts",
            "retries",
            "invalid",
            "missing",
            "present",
            "exists",
            "verified",
            "rate",
            "quota",
            "budget",
            "estimate",
            "estimated",
            "total",
            "window",
            "interval",
            "duration",
            "timeout",
            "period",
            "lifetime",
            "scope",
            "scopes",
            "iterations",
            "rounds",
            "cost",
            "parallelism",
            "memory",
            "digits",
            "encoding",
            "charset",
            "url",
            "urls",
            "uri",
            "uris",
            "link",
            "href",
            "redirect",
            "callback",
            "audience",
            "issuer",
            "iss",
            "aud",
            "sub",
            "label",
            "labels",
            "description",
            "desc",
            "comment",
            "title",
            "owner",
            "account",
            "role",
            "group",
            "level",
            "lang",
            "language",
            "locale",
            "country",
            "region",
            "zone",
            "currency",
            "zip",
            "postal",
            "exit",
            "return",
            "response",
            "http",
            "reason",
            "product",
            "item",
            "sku",
            "promo",
            "coupon",
            "color",
            "colour",
            "model",
            "vendor",
            "port",
            "protocol",
            "proto",
            "dbname",
            "database",
            "schema",
            "table",
            "column",
            "queue",
            "topic",
            "channel",
            "namespace",
            "ns",
            "service",
            "app",
            "application",
            "component",
            "module",
            "class",
            "function",
            "func",
            "line",
            "source",
            "target",
            "dest",
            "destination",
        ],
        Role::Neutral,
    ),
];

/// The role of one lower-case word part, if it has one (one hash lookup: this runs for every key of every
/// text).
/// Whether a single word of prose names a phone (`phone`, `Tel`, `teléfono`, `手机`): the vocabulary's
/// phone words, looked up directly (cheaper than [`role_of_key`] for the many words of prose that are
/// not keys).
/// What number a word of prose names when one follows it: `PHONE` for a phone's words, `ID_NUMBER` for an
/// identity document's (`CCCD 048089558496`, `رقم الهوية 1620963379`), else `None`. One lookup serves both.
pub(crate) fn prose_number_word(word: &str) -> Option<&'static str> {
    if !(2..=24).contains(&word.len()) {
        return None;
    }
    let label = |lower: &str| match word_role(lower) {
        Some(Role::Personal { label: label @ ("PHONE" | "ID_NUMBER" | "SSN") }) => Some(label),
        _ => None,
    };
    if word.is_ascii() {
        let mut buffer = [0u8; 24];
        buffer[..word.len()].copy_from_slice(word.as_bytes());
        buffer[..word.len()].make_ascii_lowercase();
        return std::str::from_utf8(&buffer[..word.len()]).ok().and_then(label);
    }
    label(&word.chars().flat_map(char::to_lowercase).map(fold_accent).collect::<String>())
}

fn word_role(word: &str) -> Option<Role> {
    static TABLE: std::sync::OnceLock<HashMap<String, Role, foldhash::fast::FixedState>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table = HashMap::with_hasher(foldhash::fast::FixedState::default());
        for (words, role) in VOCABULARY {
            for word in *words {
                // Folded as a key's parts are (`fødselsdato` is looked up as `fodselsdato`).
                table.entry(word.chars().map(fold_accent).collect()).or_insert(*role);
            }
        }
        table
    });
    let word = folded(word);
    let word = word.as_ref();
    table
        .get(word)
        .copied()
        .or_else(|| {
            // A numbered key (`phone1`, `password2`, `host_2` is split already) says what its stem says.
            let stem = word.trim_end_matches(|c: char| c.is_ascii_digit());
            (stem.len() < word.len() && stem.len() >= 3).then(|| table.get(stem).copied()).flatten()
        })
        .or_else(|| {
            // The plural of a diagnostic word says what its singular says (`password_versions`,
            // `checksums`). Not the plural of other words: a secret word's counts (`max_tokens`), a
            // collection named after people (`res_users`, a logger), a record's `names`, a neutral word's
            // plural that would hide the person before it (`user_accounts`); those the vocabulary lists as
            // they are meant.
            english_singulars(word)
                .into_iter()
                .flatten()
                .find_map(|singular| table.get(&singular).copied())
                .filter(|role| *role == Role::Diagnostic)
        })
}

/// A word (lower-case) with its accents folded as the vocabulary's are (`fødselsdato` → `fodselsdato`).
fn folded(word: &str) -> std::borrow::Cow<'_, str> {
    if word.is_ascii() { word.into() } else { word.chars().map(fold_accent).collect::<String>().into() }
}

/// Whether `word` (any case) is a secret's word of the vocabulary with its inflection (see
/// [`inflected_secret`]).
pub(crate) fn is_inflected_secret(word: &str) -> bool {
    inflected_secret(&word.to_lowercase()).is_some()
}

/// A secret's word in another language with its inflection (Turkish `şifreniz`, "your password"; German
/// `Kennwortes`; Finnish `salasanasi`): a word of the vocabulary of five letters or more that no English word
/// is, then at most four letters. (An English word's derivations name other things: `tokenizer`,
/// `secretary`; nor is an English word itself one: `caller` is no `calle`, street. Only a secret's: an
/// inflected word for a person's data may be said of a machine, `sunucu adresi`, a server's address.) Asked
/// of a key's part the vocabulary does not know, so once per key.
fn inflected_secret(word: &str) -> Option<Role> {
    let word = folded(word);
    let word = word.as_ref();
    // (The last four characters' starts, from the end: each a place the stem may end.)
    let cuts = word.char_indices().rev().take(4).map(|(at, _)| at);
    let role = cuts.filter(|cut| word[..*cut].chars().count() >= 5).find_map(|cut| {
        let (stem, ending) = word.split_at(cut);
        match word_role(stem) {
            // (An ending, not a word of the vocabulary glued on: `credsusr` is two keys' parts.)
            Some(role @ Role::Secret { .. })
                if ending.chars().all(char::is_alphabetic)
                    && word_role(ending).is_none()
                    && !crate::dictionary::is_word(stem) =>
            {
                Some(role)
            }
            _ => None,
        }
    })?;
    (!crate::dictionary::is_word(word)).then_some(role)
}

/// The singulars an English plural noun may have by the regular rules, most likely first (`policies` →
/// `policy` or `policie`, `caches` → `cache` or `cach`, `matches` → `matche` or `match`, `versions` →
/// `version`); none for a word that does not end like a plural.
fn english_singulars(word: &str) -> [Option<String>; 2] {
    if word.len() < 4 || !word.is_ascii() {
        return [None, None];
    }
    let Some(stem) = word.strip_suffix('s').filter(|stem| !stem.ends_with(['s', 'u', 'i'])) else {
        return [None, None];
    };
    let second = if let Some(y) = word.strip_suffix("ies") {
        Some(format!("{y}y"))
    } else {
        ["sses", "shes", "ches", "xes"].iter().any(|e| word.ends_with(e)).then(|| word[..word.len() - 2].to_owned())
    };
    [Some(stem.to_owned()), second]
}

/// German words before `Schlüssel` that make it a secret's key: secret, private, access, session,
/// encryption, signature, licence.
fn german_key_modifier(word: &str) -> bool {
    matches!(
        word,
        "geheim"
            | "privat"
            | "zugangs"
            | "zugriffs"
            | "sitzungs"
            | "verschlusselungs"
            | "verschluesselungs"
            | "signatur"
            | "signier"
            | "lizenz"
    )
}

/// Word parts that, right before `key`, make it an api key, a private key and so on (strong); `key` alone
/// is weak (`cache_key`, `sort_key`).
fn strong_key_modifier(word: &str) -> bool {
    matches!(
        word,
        "api"
            | "secret"
            | "private"
            | "access"
            | "signing"
            | "sign"
            | "encryption"
            | "encrypt"
            | "crypt"
            | "crypto"
            | "master"
            | "account"
            | "storage"
            | "client"
            | "app"
            | "auth"
            | "license"
            | "licence"
            | "service"
            | "admin"
            | "root"
            | "webhook"
            | "hmac"
            | "shared"
            | "sas"
            | "subscription"
            | "consumer"
            | "developer"
            | "dev"
            | "server"
            | "session"
            | "ssh"
            | "gpg"
            | "pgp"
            | "aes"
            | "rsa"
            | "jwt"
            | "cipher"
            | "decryption"
            | "primary"
            | "secondary"
            | "live"
            | "prod"
            | "test"
            | "restricted"
            | "write"
            | "read"
            | "personal"
            | "deploy"
            | "recovery"
            | "backup"
            | "pairing"
            | "activation"
            | "product"
            | "x"
            | "cdn"
            | "mapbox"
            | "maps"
            | "google"
            | "stripe"
            | "openai"
            | "anthropic"
            | "aws"
            | "azure"
            | "gcp"
    )
}

/// Word parts that, right before `code`/`codes`, make it a one-time secret (`otp_code`, `recovery_codes`).
pub(crate) fn strong_code_modifier(word: &str) -> bool {
    matches!(
        word,
        "otp"
            | "verification"
            | "verify"
            | "auth"
            | "authorization"
            | "mfa"
            | "sms"
            | "login"
            | "sign-in"
            | "signin"
            | "recovery"
            | "backup"
            | "scratch"
            | "security"
            | "confirmation"
            | "confirm"
            | "access"
            | "totp"
            | "2fa"
            | "one"
            | "onetime"
            | "invite"
            | "invitation"
            | "reset"
            | "magic"
            | "pairing"
            | "activation"
            | "device"
            | "user"
            // The same words in the lexicon's other languages (folded: `verificación` → `verificacion`).
            | "verificacion"
            | "verificacao"
            | "verifica"
            | "verificatie"
            | "verifizierung"
            | "bestatigung"
            | "bestaetigung"
            | "bevestiging"
            | "confirmacion"
            | "confirmacao"
            | "conferma"
            | "seguridad"
            | "seguranca"
            | "sicherheit"
            | "acceso"
            | "acesso"
            | "accesso"
            | "anmelde"
            | "wiederherstellung"
            | "wiederherstellungs"
            | "notfall"
            | "recuperacion"
            | "recuperacao"
            | "recuperation"
            | "recupero"
            | "herstel"
            | "aterstallning"
            | "gjenoppretting"
            | "weryfikacyjny"
            | "dogrulama"
            | "verifiering"
            | "bekraftelse"
            | "bekreftelse"
            | "bekraeftelse"
            | "bekræftelse"
            | "engangs"
            | "vahvistus"
    )
}

/// "Code" in the lexicon's languages.
fn is_code_word(word: &str) -> bool {
    matches!(word, "code" | "codes" | "codigo" | "codigos" | "codice" | "kod" | "kode" | "koodi" | "kodu")
}

/// Word parts that, right before `code`, make it an ordinary code (`error_code`, `country_code`).
fn plain_code_modifier(word: &str) -> bool {
    matches!(
        word,
        "error"
            | "err"
            | "status"
            | "exit"
            | "response"
            | "http"
            | "return"
            | "reason"
            | "result"
            | "country"
            | "zip"
            | "postal"
            | "area"
            | "lang"
            | "language"
            | "currency"
            | "promo"
            | "product"
            | "item"
            | "sku"
            | "source"
            | "op"
            | "opcode"
            | "event"
            | "region"
            | "state"
            | "station"
            | "airport"
            | "iso"
            | "short"
            | "bar"
            | "qr"
            | "hs"
            | "tax"
            | "fault"
            | "failure"
            | "diagnostic"
            | "alarm"
            | "sql"
    )
}

/// The word parts of a key, lower-cased: split at every character that is neither a letter nor a digit
/// and at camelCase boundaries (`APIKey` → api, key).
/// A character of a word: a letter or digit, or a mark written on one (a virama or nukta of an Indic
/// script, a Thai tone mark, a combining accent, a joiner), which Unicode does not count as alphabetic
/// although no word of those scripts is written without them (`जन्मतिथि`, `फ़ोन`).
pub(crate) fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || is_mark(c)
}

/// A combining mark (or joiner) of the scripts a key or a name is written in.
fn is_mark(c: char) -> bool {
    matches!(c,
        '\u{0300}'..='\u{036F}'
        | '\u{0483}'..='\u{0489}'
        | '\u{0591}'..='\u{05BD}'
        | '\u{05BF}'
        | '\u{05C1}'..='\u{05C2}'
        | '\u{05C4}'..='\u{05C5}'
        | '\u{05C7}'
        | '\u{0610}'..='\u{061A}'
        | '\u{064B}'..='\u{065F}'
        | '\u{0670}'
        | '\u{06D6}'..='\u{06ED}'
        | '\u{1AB0}'..='\u{1AFF}'
        | '\u{1DC0}'..='\u{1DFF}'
        | '\u{200C}'..='\u{200D}'
        | '\u{20D0}'..='\u{20FF}'
        | '\u{3099}'..='\u{309A}'
        | '\u{FE20}'..='\u{FE2F}'
        | '\u{0E31}'
        | '\u{0E34}'..='\u{0E3A}'
        | '\u{0E47}'..='\u{0E4E}'
        | '\u{0EB1}'
        | '\u{0EB4}'..='\u{0EBC}'
        | '\u{0EC8}'..='\u{0ECE}'
    ) || (
        // The Indic blocks: what is neither a letter nor a digit there is a sign written on a letter, but for
        // the dandas and the abbreviation sign (punctuation).
        ('\u{0900}'..='\u{0DFF}').contains(&c) && !matches!(c, '\u{0964}' | '\u{0965}' | '\u{0970}')
    )
}

/// Whether a word of prose is one the lexicon lists for the role a person has in a record (`customer`,
/// `Kunden`, `Клиент`).
pub(crate) fn names_a_persons_role(word: &str) -> bool {
    let person = |w: &str| matches!(word_role(w), Some(Role::Personal { label: "PERSON" }));
    with_lowercase(word, |lower| person(lower)) || arabic_article_form(word).is_some_and(|w| person(&w))
}

/// An Arabic word written with a preposition or a conjunction joined to its article (`للمستفيد`, "to the
/// beneficiary"; `والعميل`, `بالعميل`): the word with the article alone (`المستفيد`), as the lexicon lists it.
fn arabic_article_form(word: &str) -> Option<String> {
    if let Some(rest) = word.strip_prefix("لل") {
        return (rest.chars().count() >= 2).then(|| format!("ال{rest}"));
    }
    ["وال", "بال", "فال", "كال"]
        .iter()
        .find_map(|prefix| word.strip_prefix(prefix))
        .filter(|rest| rest.chars().count() >= 2)
        .map(|rest| format!("ال{rest}"))
}

/// `f` of a word in lower case, lower-cased on the stack when it is short ASCII (words of prose are asked
/// about one by one; an allocation each would cost more than the question).
pub(crate) fn with_lowercase<R>(word: &str, f: impl FnOnce(&str) -> R) -> R {
    let mut buffer = [0u8; 40];
    if word.is_ascii() && word.len() <= buffer.len() {
        let lower = &mut buffer[..word.len()];
        lower.copy_from_slice(word.as_bytes());
        lower.make_ascii_lowercase();
        f(std::str::from_utf8(lower).unwrap_or_default())
    } else {
        f(&word.to_lowercase())
    }
}

pub(crate) fn key_parts(key: &str) -> Vec<String> {
    // A JVM system property on a command line (`-Dsenha.banco=…`, `-Djavax.net.ssl.keyStorePassword=…`,
    // `-DPIN_Tresor=…`): the key is the property's name. (A C or CMake macro, `-DPASSWORD_HASH=argon2id`,
    // is written in capitals only: a build's setting.)
    let key = key
        .strip_prefix("-D")
        .filter(|name| {
            name.starts_with(|c: char| c.is_ascii_alphabetic()) && name.bytes().any(|b| b.is_ascii_lowercase())
        })
        .unwrap_or(key);
    let mut parts = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = key.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if !is_word_char(c) {
            if !current.is_empty() {
                parts.push(std::mem::take(&mut current));
            }
            continue;
        }
        let boundary = i > 0 && c.is_uppercase() && {
            let before = chars[i - 1];
            before.is_lowercase()
                || before.is_ascii_digit()
                || (before.is_uppercase() && chars.get(i + 1).is_some_and(|next| next.is_lowercase()))
        };
        if boundary && !current.is_empty() {
            parts.push(std::mem::take(&mut current));
        }
        current.extend(c.to_lowercase().map(fold_accent));
    }
    if !current.is_empty() {
        parts.push(current);
    }
    // An abbreviation written with dots (`ת.ז.`, `N.I.F.`, `C.P.F.`) is one word.
    if parts.len() >= 2 && parts.iter().all(|part| part.chars().count() == 1) {
        return vec![parts.concat()];
    }
    parts
}

/// A Latin letter without its accent (`contraseña` and `contrasena`, `téléphone` and `telephone` are one
/// word to a key's reader).
fn fold_accent(c: char) -> char {
    match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ą' | 'ă' => 'a',
        'é' | 'è' | 'ê' | 'ë' | 'ę' | 'ě' => 'e',
        'í' | 'ì' | 'î' | 'ï' | 'ı' => 'i',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' | 'ő' => 'o',
        'ú' | 'ù' | 'û' | 'ü' | 'ű' | 'ů' => 'u',
        'ñ' | 'ń' | 'ň' => 'n',
        'ç' | 'ć' | 'č' => 'c',
        'ś' | 'š' | 'ş' => 's',
        'ź' | 'ż' | 'ž' => 'z',
        'ł' => 'l',
        'ğ' => 'g',
        'ř' => 'r',
        'ý' => 'y',
        other if other.is_ascii() || !other.is_alphabetic() => other,
        // Letters the table does not list (Vietnamese `ọ`, `ạ`, `ế`; Latvian `ā`) lose their marks by
        // canonical decomposition; a letter that decomposes into other letters (Hangul) stays whole.
        other => {
            let (mut base, mut marks_only) = (None, true);
            unicode_normalization::char::decompose_canonical(other, |part| match base {
                None => base = Some(part),
                Some(_) => marks_only &= unicode_normalization::char::is_combining_mark(part),
            });
            match base {
                Some(base) if base.is_ascii() && marks_only => base,
                _ => other,
            }
        }
    }
}

/// Word parts that, right before `key`, make it an ordinary key (`cache_key`, `routing_key`); before any
/// other word (`api_key`, `stripe_key`, `squarespace_key`) a key is a credential.
/// The words of `plain_key_modifier` that name a key by what it looks up or orders, in prose too (`cache
/// key X`, `message key X`); not those that may name a licence's or a secret's key (`feature key`,
/// `config key`).
pub(crate) fn lookup_key_modifier(word: &str) -> bool {
    matches!(
        word,
        "cache"
            | "sort"
            | "partition"
            | "routing"
            | "primary"
            | "foreign"
            | "row"
            | "object"
            | "s3"
            | "bucket"
            | "dedup"
            | "dedupe"
            | "idempotency"
            | "lookup"
            | "shard"
            | "index"
            | "map"
            | "hash"
            | "i18n"
            | "translation"
            | "message"
            | "event"
            | "composite"
            | "unique"
            | "natural"
            | "surrogate"
            | "cluster"
            | "metric"
            | "label"
            | "tag"
            | "field"
            | "column"
            | "table"
            | "json"
            | "dict"
            | "sequence"
            | "cursor"
            | "page"
            | "order"
            | "join"
            | "distribution"
            | "sharding"
            | "compound"
            | "candidate"
            | "alternate"
            | "business"
            | "lock"
            | "queue"
            | "topic"
            | "stream"
            | "the"
            | "a"
            | "by"
            | "per"
            | "no"
            | "with"
            | "missing"
            | "unknown"
            | "duplicate"
            | "invalid"
            | "new"
            | "old"
    )
}

fn plain_key_modifier(word: &str) -> bool {
    lookup_key_modifier(word)
        || matches!(
            word,
            "group"
                | "entity"
                | "resource"
                | "record"
                | "item"
                | "config"
                | "setting"
                | "settings"
                | "feature"
                | "flag"
                | "file"
                | "path"
                | "registry"
        )
}

/// Secret words found inside one unsplittable part (`pgpassword`, `requirepass`, `masterauth`,
/// `dbpassword`, `passwordhash`): the role of the word it ends or starts with.
fn embedded_role(part: &str) -> Option<Role> {
    // (German compounds end in their head word too: `Zugangsschlüssel`, `Datenbankkennwort`.)
    const SUFFIXES: &[&str] = &[
        "password",
        "passwd",
        "passphrase",
        "secret",
        "token",
        "apikey",
        "credentials",
        "pass",
        "pwd",
        "auth",
        "passwort",
        "kennwort",
        "schlussel",
        "schluessel",
    ];
    // English words that end in a secret word without naming one.
    const NOT_SECRET: &[&str] =
        &["bypass", "compass", "surpass", "trespass", "overpass", "underpass", "encompass", "oauth"];
    if NOT_SECRET.contains(&part) {
        return None;
    }
    // A key glued to what it is for (`sesskey`, `authkey`) reads as the two words apart, unless the whole is
    // a word (`monkey`, `turnkey`) or the two say nothing (`routingkey`: the parts before it are read).
    if let Some(modifier) = part.strip_suffix("key")
        && modifier.len() >= 3
        && modifier.bytes().all(|b| b.is_ascii_lowercase())
        && !crate::dictionary::is_word(part)
    {
        let role = role_of_parts(&[modifier.to_owned(), "key".to_owned()]);
        if role != Role::Neutral {
            return Some(role);
        }
    }
    // German names its password words as compounds of `Wort` (word): `Kennwort`, `Passwort`, and the
    // watchword's `Losungswort`, the secret word's `Geheimwort`, the access word's `Zugangswort`.
    if let Some(modifier) = part.strip_suffix("wort")
        && matches!(modifier, "losungs" | "losung" | "geheim" | "zugangs" | "zugriffs")
    {
        return word_role("passwort");
    }
    // A code glued to what it is for (`bestätigungscode`, `sicherheitscode`, `otpcode`, `verifieringskod`,
    // `vahvistuskoodi`), maybe with a linking `s`.
    if let Some(modifier) = ["codes", "code", "kod", "kode", "koodi"].iter().find_map(|code| part.strip_suffix(code))
        && (strong_code_modifier(modifier)
            || modifier.strip_suffix('s').is_some_and(|m| m.len() >= 4 && strong_code_modifier(m)))
    {
        return Some(Role::Secret { label: CREDENTIAL, numeric_ok: false });
    }
    for word in SUFFIXES {
        // A short word needs a word before it: `dbpass`, `requirepass`, `masterauth`.
        let shortest_prefix = 2;
        if part.len() >= word.len() + shortest_prefix && part.ends_with(word) {
            // A database's keys are no secrets in German either (`Primärschlüssel`, `Fremdschlüssel`).
            let modifier = &part[..part.len() - word.len()];
            if word.starts_with("schl") && matches!(modifier, "primar" | "primaer" | "fremd" | "index" | "sortier") {
                return Some(Role::Neutral);
            }
            // A secret's key in German names what it is as the English compounds do (`Geheimschlüssel`,
            // `Zugangsschlüssel`, `API-Schlüssel` written as one word).
            if word.starts_with("schl") && (strong_key_modifier(modifier) || german_key_modifier(modifier)) {
                return Some(Role::Secret { label: CREDENTIAL, numeric_ok: true });
            }
            return word_role(word);
        }
    }
    // A key glued to its kind (`sharedkey`, `privkey`, `authkey`, `masterkey`), and a password's `pw` glued to
    // what it opens (`bindpw`, `rootpw`, as OpenLDAP's `rootpw`).
    if let Some(modifier) = part.strip_suffix("key")
        && (strong_key_modifier(modifier) || matches!(modifier, "priv" | "pre"))
    {
        return Some(Role::Secret { label: CREDENTIAL, numeric_ok: true });
    }
    if part.len() >= 5 && part.ends_with("pw") {
        return word_role("pw");
    }
    // German names an account as a compound of `Benutzer`/`Nutzer` (user): `Benutzerkennung`, `Nutzername`.
    if let Some(rest) = part.strip_prefix("benutzer").or_else(|| part.strip_prefix("nutzer"))
        && matches!(rest, "name" | "kennung" | "id")
    {
        return Some(Role::Personal { label: "USER" });
    }
    // An account's key glued to what it logs into (`smtpuser`, `dbuser`, `ftplogin`).
    for word in ["username", "user", "login"] {
        if part.len() >= word.len() + 2 && part.ends_with(word) && !matches!(part, "superuser" | "peruser") {
            return Some(Role::Personal { label: "USER" });
        }
    }
    for word in ["password", "passwd", "secret", "token", "apikey"] {
        if part.len() > word.len() + 1 && part.starts_with(word) {
            // `passwordhash`, `tokenvalue`: the word after it decides like a second part would.
            let rest = &part[word.len()..];
            return match word_role(rest) {
                Some(Role::Neutral) => None,
                Some(Role::Diagnostic) if rest != "hash" && rest != "digest" => None,
                _ => word_role(word),
            };
        }
    }
    None
}

/// Scripts written without spaces compound their words (`登录密码` "login password", `用户密码`,
/// `身份证号码`): a part that holds one of these words says what it says.
fn compound_role(part: &str) -> Option<Role> {
    const COMPOUND_WORDS: &[(&str, Role)] = &[
        ("密码", Role::Secret { label: PASSWORD, numeric_ok: false }),
        ("密碼", Role::Secret { label: PASSWORD, numeric_ok: false }),
        ("口令", Role::Secret { label: PASSWORD, numeric_ok: false }),
        ("パスワード", Role::Secret { label: PASSWORD, numeric_ok: false }),
        ("暗証番号", Role::Secret { label: PASSWORD, numeric_ok: false }),
        ("비밀번호", Role::Secret { label: PASSWORD, numeric_ok: false }),
        ("密钥", Role::Secret { label: CREDENTIAL, numeric_ok: true }),
        ("密鑰", Role::Secret { label: CREDENTIAL, numeric_ok: true }),
        ("秘钥", Role::Secret { label: CREDENTIAL, numeric_ok: true }),
        ("令牌", Role::Secret { label: CREDENTIAL, numeric_ok: true }),
        ("验证码", Role::Secret { label: CREDENTIAL, numeric_ok: false }),
        ("身份证", Role::Personal { label: "ID_NUMBER" }),
        ("身分證", Role::Personal { label: "ID_NUMBER" }),
        ("手机", Role::Personal { label: "PHONE" }),
        ("地址", Role::Personal { label: "ADDRESS" }),
        ("住址", Role::Personal { label: "ADDRESS" }),
        ("電話", Role::Personal { label: "PHONE" }),
        ("电话", Role::Personal { label: "PHONE" }),
        ("邮箱", Role::Personal { label: "EMAIL" }),
    ];
    if part.is_ascii() {
        return None;
    }
    COMPOUND_WORDS.iter().find(|(word, _)| part.contains(word)).map(|(_, role)| *role)
}

/// The stems of the secret words (`pass`, `secret`, `token`…): a word without one cannot name a secret.
pub(crate) const STEMS: &[&[u8]] = &[
    b"pass",
    b"psk",
    b"pwd",
    b"pw",
    b"secret",
    b"token",
    b"key",
    b"auth",
    b"cred",
    b"otp",
    b"pin",
    b"cvv",
    b"cvc",
    b"csc",
    b"cookie",
    b"sessio",
    b"sess",
    b"sid",
    b"sig",
    b"bearer",
    b"jwt",
    b"jeton",
    b"mima",
    b"yanzheng",
    b"mfa",
    b"2fa",
    b"code",
    b"codig",
    b"codic",
    b"codul",
    b"kod",
    b"koodi",
    b"kennwort",
    b"contrase",
    b"senha",
    b"parol",
    b"has",
    b"hes",
    b"jelsz",
    b"salas",
    b"sifre",
    b"sifra",
    b"lozink",
    b"geslo",
    b"mdp",
    b"xsrf",
    b"csrf",
    b"mnemonic",
    b"clav",
    b"clau",
    b"geheim",
    b"segre",
    b"sekret",
    b"communit",
    b"seed",
    b"rand",
    b"answer",
    b"hmac",
    b"tannummer",
    b"tannr",
    b"mtan",
    b"itan",
    b"smstan",
    b"pushtan",
    b"chiptan",
    b"phototan",
    b"nonce",
    b"ticket",
    b"salt",
    b"state",
    b"private",
    b"apikey",
    b"wacht",
    b"losen",
    b"adgang",
    b"geheim",
    b"segret",
    b"verifier",
    b"challenge",
    b"assertion",
    b"saml",
    b"parool",
    b"khau",
    b"sandi",
    b"laluan",
    b"nenosiri",
    b"slaptaz",
    b"lykilor",
    b"fjalekalim",
    b"wagwoord",
    b"zugang",
    b"zugriff",
    b"losung",
    b"inloggeg",
    b"schl",
    b"chiav",
    b"chave",
    b"klucz",
    b"nyckel",
    b"sleutel",
    b"nogle",
    b"nokkel",
    b"anahtar",
];

/// A cheap test that `word` may name a secret (a necessary condition of [`role_of_key`] giving a secret
/// role, checked on every word of prose): it holds a secret word's stem, or a letter beyond ASCII.
pub(crate) fn may_name_secret(word: &str) -> bool {
    let bytes = word.as_bytes();
    if bytes.len() < 2 || bytes.len() > 128 {
        return false;
    }
    if !bytes.is_ascii() {
        return true;
    }
    static STEM_SEARCH: std::sync::OnceLock<aho_corasick::AhoCorasick> = std::sync::OnceLock::new();
    STEM_SEARCH
        .get_or_init(|| {
            aho_corasick::AhoCorasick::builder()
                .ascii_case_insensitive(true)
                .kind(Some(aho_corasick::AhoCorasickKind::DFA))
                .build(STEMS)
                .expect("the stems build")
        })
        .is_match(bytes)
}

/// Whether `word` (any case) is itself a word of the vocabulary (`password`, `token`), as opposed to an
/// identifier built around one (`requirepass`, `PGPASSWORD`, `db_password`).
pub(crate) fn word_is_vocabulary(word: &str) -> bool {
    let lower: String = word.chars().flat_map(char::to_lowercase).map(fold_accent).collect();
    word_role(&lower).is_some()
}

/// The role of the key's last word part alone (a flag such as `--pass-through` is about passing through,
/// not a password: for flags the head word must be the secret).
pub(crate) fn role_of_last_part(key: &str) -> Role {
    match key_parts(key).last() {
        Some(last) => role_of_parts(std::slice::from_ref(last)),
        None => Role::Neutral,
    }
}

/// The role of a key. Keys repeat (a log's fields, a table's columns), so each thread remembers the roles
/// of the keys it has judged (a bounded table, emptied when full).
pub(crate) fn role_of_key(key: &str) -> Role {
    thread_local! {
        static KNOWN: std::cell::RefCell<HashMap<Box<str>, Role, foldhash::fast::RandomState>> =
            std::cell::RefCell::new(HashMap::default());
    }
    if key.len() > 64 {
        return role_of_parts(&key_parts(key));
    }
    // RFC 7469's pin of a public key (`pin-sha256="…"`, as certtool and HTTP's `Public-Key-Pins` print it):
    // a digest of public material, not of a PIN.
    if key.eq_ignore_ascii_case("pin-sha256") {
        return Role::Diagnostic;
    }
    KNOWN.with(|known| {
        if let Some(role) = known.borrow().get(key) {
            return *role;
        }
        let role = role_of_parts(&key_parts(key));
        let mut known = known.borrow_mut();
        if known.len() >= 4096 {
            known.clear();
        }
        known.insert(key.into(), role);
        role
    })
}

/// Whether a word names a digest's algorithm (`md5`, `sha256`, `blake2b`).
pub(crate) fn is_digest_algorithm(word: &str) -> bool {
    matches!(
        word.to_ascii_lowercase().as_str(),
        "md5"
            | "sha"
            | "sha1"
            | "sha224"
            | "sha256"
            | "sha384"
            | "sha512"
            | "sha3"
            | "blake2b"
            | "blake2s"
            | "blake3"
            | "ripemd160"
            | "crc32"
    )
}

pub(crate) fn role_of_parts(parts: &[String]) -> Role {
    // A checksum of something (Helm's `checksum/secret`, `checksum_config`) verifies it; it is no credential
    // (a password's hash is named after the password: `password_hash`).
    if parts.len() >= 2 && parts[0] == "checksum" {
        return Role::Diagnostic;
    }
    // ausearch's CSV: the subject's primary and secondary identity (the login, and the account acted as).
    if let [subject, identity] = parts
        && subject == "subj"
        && matches!(identity.as_str(), "prime" | "sec")
    {
        return Role::Personal { label: "USER" };
    }
    // A record's bare `type` names its value like `name` does (`{"type": "password", "value": "x"}`, as
    // Keycloak and SCIM write credentials); `token_type`, `auth_type` stay metadata.
    if let [only] = parts
        && only == "type"
    {
        return Role::NameField;
    }
    // The last part with a role decides; the parts before it can qualify it.
    for (index, part) in parts.iter().enumerate().rev() {
        // A word some languages write as two (`mat_khau`, `kata_sandi`) is read joined with the part before.
        // (Also a single letter split off by case: `ETag` is `etag`.)
        let joined = (index > 0 && part.len() >= 3 && (parts[index - 1].len() >= 3 || parts[index - 1].len() == 1))
            .then(|| word_role(&format!("{}{part}", parts[index - 1])))
            .flatten()
            .filter(|role| !matches!(role, Role::Neutral))
            // `UserId`, `user_id`, `login_id` are the account ids the lexicon lists written as one word,
            // `Process ID`, `process_id` its process ids, `project_id` a cloud project's, `advertising_id` a
            // device's.
            .or_else(|| {
                (index > 0 && part == "id").then(|| word_role(&format!("{}id", parts[index - 1]))).flatten().filter(
                    |role| {
                        matches!(
                            role,
                            Role::AccountId | Role::Process | Role::Personal { label: "CLOUD_ACCOUNT" | "DEVICE_ID" }
                        )
                    },
                )
            });
        let role = match joined.or_else(|| word_role(part)).or_else(|| inflected_secret(part)) {
            Some(role) => role,
            None => match embedded_role(part).or_else(|| compound_role(part)) {
                Some(role) => role,
                None => continue,
            },
        };
        let before = &parts[..index];
        let secret_before = || {
            before.iter().rev().find_map(|p| match word_role(p).or_else(|| embedded_role(p)) {
                Some(r @ Role::Secret { .. }) => Some(r),
                _ => None,
            })
        };
        let previous = before.last().map(String::as_str);
        // Languages that put the modifier after the noun (`codigo_verificacion`, `code_de_verification`).
        if is_code_word(part) && parts[index + 1..].iter().any(|p| strong_code_modifier(p)) {
            return Role::Secret { label: CREDENTIAL, numeric_ok: false };
        }
        return match (part.as_str(), role) {
            // `api_key`, `private_key`, `x-api-key`; a bare or plain `key` stays weak; a public key is public.
            ("key" | "keys", _) if matches!(previous, Some("public" | "pub" | "host" | "verify" | "verification")) => {
                Role::Diagnostic
            }
            ("key" | "keys", _) if previous.is_some_and(strong_key_modifier) => {
                Role::Secret { label: CREDENTIAL, numeric_ok: true }
            }
            ("key" | "keys", _) if previous.is_some_and(plain_key_modifier) => Role::Neutral,
            ("key" | "keys", _) if previous.is_some_and(|p| word_role(p).is_none() && p.len() >= 3) => {
                Role::Secret { label: CREDENTIAL, numeric_ok: true }
            }
            ("code" | "codes", _) if previous.is_some_and(strong_code_modifier) => {
                Role::Secret { label: CREDENTIAL, numeric_ok: false }
            }
            (code, _) if is_code_word(code) && previous.is_some_and(strong_code_modifier) => {
                Role::Secret { label: CREDENTIAL, numeric_ok: false }
            }
            ("code" | "codes", _) if previous.is_some_and(plain_code_modifier) => Role::Neutral,
            // `card_number`, `id_no`, `phone_number`: the number of what the word before names.
            ("number" | "no" | "num" | "nr" | "nbr", _) => match previous {
                Some("card" | "cc" | "credit" | "debit" | "account" | "acct" | "bank" | "iban") => {
                    Role::Personal { label: "ACCOUNT" }
                }
                Some(
                    "id" | "identity" | "national" | "social" | "security" | "passport" | "tax" | "license" | "licence"
                    | "my" | "personal" | "citizen" | "resident" | "insurance" | "health" | "voter" | "driver",
                ) => Role::Personal { label: "ID_NUMBER" },
                Some(p) => match word_role(p) {
                    Some(personal @ Role::Personal { .. }) => personal,
                    _ => role,
                },
                None => role,
            },
            // `national_id`, `tax_id`: an identity number.
            ("id" | "ids", _)
                if matches!(
                    previous,
                    Some(
                        "national"
                            | "tax"
                            | "passport"
                            | "social"
                            | "citizen"
                            | "personal"
                            | "resident"
                            | "voter"
                            | "driver"
                    )
                ) =>
            {
                Role::Personal { label: "ID_NUMBER" }
            }
            // The lexicon's identity numbers written with `id` apart (`steuer_id` for `steuerid`).
            ("id" | "ids", _)
                if previous.is_some_and(|p| {
                    p.len() >= 3 && matches!(word_role(&format!("{p}id")), Some(Role::Personal { label: "ID_NUMBER" }))
                }) =>
            {
                Role::Personal { label: "ID_NUMBER" }
            }
            // A session id is a bearer credential; other ids of secrets (`key_id`, `token_id`) are not.
            // The id of a credential pair's key (`access_key_id`, `private_key_id`) is issued with the key and
            // shown with it only to its owner.
            ("id" | "ids", _)
                if previous == Some("key")
                    && before.len() >= 2
                    && strong_key_modifier(before[before.len() - 2].as_str()) =>
            {
                Role::Secret { label: CREDENTIAL, numeric_ok: false }
            }
            ("id" | "ids", _) if matches!(previous, Some("session" | "sess")) => {
                Role::Secret { label: SESSION, numeric_ok: true }
            }
            ("id" | "ids", _) if previous == Some("secret") => Role::Secret { label: CREDENTIAL, numeric_ok: true },
            // A signature named by a digest's algorithm is that digest (FLAC's `MD5 signature`, `File MD5
            // signature`); one named by what made it is not (`hmac_sha256_signature`, `token_sha256_signature`).
            ("signature" | "sig", _)
                if previous.is_some_and(is_digest_algorithm)
                    && before[..before.len() - 1].iter().all(|p| word_role(p).is_none()) =>
            {
                Role::Diagnostic
            }
            // An HMAC's algorithm (`hmac-sha256:…`, Vault's audit digests) names no secret's digest.
            (algorithm, _) if is_digest_algorithm(algorithm) && previous == Some("hmac") => role,
            // The hash or digest of a secret is as good as one (`password_hash`, `token_digest`), and that of a
            // key may be (`key_hash`: judged by its value). So is the block or blob that carries it (ISO 9564's
            // `pin_block`, a `key_blob`), and a digest named by its algorithm (`pass_md5`, `password_sha256`).
            (word, _)
                if matches!(
                    word,
                    "hash" | "digest" | "hashed" | "encrypted" | "enc" | "cipher" | "checksum" | "block" | "blob"
                ) || is_digest_algorithm(word) =>
            {
                match secret_before() {
                    Some(secret) => secret,
                    None if before.iter().any(|p| matches!(word_role(p), Some(Role::WeakSecret { .. }))) => {
                        Role::WeakSecret { label: CREDENTIAL }
                    }
                    None => role,
                }
            }
            // `host_name`, `node_id`, `machine_id`, `pod_name`: the name or id of infrastructure.
            ("name" | "names", _) if previous.and_then(word_role) == Some(Role::Infrastructure) => Role::Infrastructure,
            // `user_name`, `account_name`: an account; `full_name`, `last_name`, `display_name`: a person.
            ("name" | "names", _) if matches!(previous.and_then(word_role), Some(Role::Personal { label: "USER" })) => {
                Role::Personal { label: "USER" }
            }
            ("name" | "names", _)
                if matches!(
                    previous,
                    Some(
                        "full"
                            | "first"
                            | "last"
                            | "given"
                            | "family"
                            | "middle"
                            | "display"
                            | "maiden"
                            | "nick"
                            | "real"
                            | "contact"
                            | "person"
                            | "customer"
                            | "patient"
                            | "employee"
                            | "legal"
                            | "sur"
                            | "account"
                    )
                ) =>
            {
                if previous == Some("account") {
                    Role::Personal { label: "USER" }
                } else {
                    Role::Personal { label: "NAME" }
                }
            }
            ("id" | "uid", _) if matches!(previous, Some("machine" | "host" | "hostname" | "computer")) => {
                Role::Infrastructure
            }
            ("id" | "ids", _) if matches!(previous.and_then(word_role), Some(Role::Personal { label: "USER" })) => {
                Role::AccountId
            }
            ("name" | "names", _) if matches!(previous.and_then(word_role), Some(Role::Personal { .. })) => {
                previous.and_then(word_role).unwrap_or(role)
            }
            // `key_value`, `secret_data`, `password_value`: the value of a secret; `DigestValue` (XML
            // Signature's), `checksum_value`: of a digest.
            (_, Role::ValueField) => match secret_before() {
                Some(secret) => secret,
                None if previous
                    .is_some_and(|p| matches!(p, "digest" | "hash" | "checksum") || is_digest_algorithm(p)) =>
                {
                    Role::Diagnostic
                }
                None => role,
            },
            // A weak word after a strong one keeps the strong meaning (`password_salt` aside, rare).
            (_, Role::WeakSecret { .. }) => match secret_before() {
                Some(secret) => secret,
                None => role,
            },
            _ => role,
        };
    }
    Role::Neutral
}

/// Whether a column whose name is `name` holds secrets whatever its cells look like (strong secret words
/// and identity numbers), for withholding cells and for the SQL gate's protected columns. Word parts are
/// matched, not substrings: `prompt_tokens` and `password_changed_at` are not secret columns.
pub(crate) fn is_secret_column(name: &str) -> bool {
    match role_of_key(name) {
        Role::Secret { .. } => true,
        Role::Personal { label } => matches!(label, "ID_NUMBER" | "ACCOUNT"),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_split_into_word_parts() {
        assert_eq!(key_parts("db_password"), ["db", "password"]);
        assert_eq!(key_parts("X-Api-Key"), ["x", "api", "key"]);
        assert_eq!(key_parts("passwordHash"), ["password", "hash"]);
        assert_eq!(key_parts("APIKey"), ["api", "key"]);
        assert_eq!(key_parts("user[password]"), ["user", "password"]);
        assert_eq!(key_parts("totpSecret"), ["totp", "secret"]);
        assert_eq!(key_parts("mot_de_passe"), ["mot", "de", "passe"]);
    }

    #[test]
    fn a_plural_key_says_what_its_singular_says_unless_it_counts_secrets() {
        assert_eq!(role_of_key("password_versions"), role_of_key("password_version"));
        assert_eq!(role_of_key("commits"), Role::Diagnostic);
        assert_eq!(role_of_key("checksums"), Role::Diagnostic);
        assert_eq!(role_of_key("res_users"), Role::Neutral);
        assert_eq!(role_of_key("user_accounts"), role_of_key("user"));
        assert!(!matches!(role_of_key("password_versions"), Role::Secret { .. }));
        assert!(!matches!(role_of_key("max_tokens"), Role::Secret { .. }));
        assert_eq!(role_of_key("names"), Role::Neutral);
        assert_eq!(english_singulars("status"), [None, None]);
        assert_eq!(english_singulars("hashes"), [Some("hashe".to_owned()), Some("hash".to_owned())]);
        assert_eq!(english_singulars("caches")[0].as_deref(), Some("cache"));
        assert_eq!(english_singulars("addresses")[1].as_deref(), Some("address"));
    }

    #[test]
    fn the_last_word_with_a_role_decides() {
        let secret = |key: &str| matches!(role_of_key(key), Role::Secret { .. });
        for key in [
            "password",
            "db_password",
            "PGPASSWORD",
            "requirepass",
            "masterauth",
            "X-Api-Key",
            "apiKey",
            "passwordHash",
            "password_hash",
            "totp_secret",
            "recovery_codes",
            "otp_code",
            "session_id",
            "client_secret",
            "SECRET_KEY_BASE",
            "private_key",
            "x-auth-token",
            "contraseña",
            "passwort",
            "пароль",
            "密码",
            "Authorization",
            "set-cookie",
            "aws_secret_access_key",
            "squarespace_key",
            "mot_de_passe",
            "contraseña",
            "pw_hash",
            "pin_block",
            "PinBlock",
        ] {
            assert!(secret(key), "{key} → {:?}", role_of_key(key));
        }
        for key in ["checksum/secret", "checksum_config"] {
            assert!(!secret(key), "{key} → {:?}", role_of_key(key));
        }
        for key in [
            "password_changed_at",
            "token_count",
            "prompt_tokens",
            "max_tokens",
            "token_type",
            "token_expires_in",
            "secret_rotation_days",
            "session_count",
            "auth_method",
            "key_id",
            "client_id",
            "error_code",
            "status_code",
            "cache_key",
            "trace_id",
            "user",
            "bypass",
            "block",
            "data_block",
        ] {
            assert!(!secret(key), "{key} → {:?}", role_of_key(key));
        }
        assert_eq!(role_of_key("code"), Role::WeakSecret { label: CREDENTIAL });
        assert_eq!(role_of_key("state"), Role::WeakSecret { label: CREDENTIAL });
        assert_eq!(role_of_key("rands"), Role::WeakSecret { label: CREDENTIAL });
        assert!(matches!(role_of_key("security_answer"), Role::Secret { .. }));
        assert!(matches!(role_of_key("secretAnswer"), Role::Secret { .. }));
        assert_eq!(role_of_key("フリガナ"), Role::Personal { label: "NAME" });
        assert_eq!(role_of_key("trace_id"), Role::Identifier);
        assert_eq!(role_of_key("commit_sha"), Role::Diagnostic);
        assert_eq!(role_of_key("host.name"), Role::Infrastructure);
        assert_eq!(role_of_key("_MACHINE_ID"), Role::Infrastructure);
        assert_eq!(role_of_key("teléfono"), Role::Personal { label: "PHONE" });
        assert_eq!(role_of_key("key_hash"), Role::WeakSecret { label: CREDENTIAL });
        assert_eq!(role_of_key("_PID"), Role::Process);
        assert_eq!(role_of_key("email"), Role::Personal { label: "EMAIL" });
        assert_eq!(role_of_key("Node"), Role::Infrastructure);
        assert_eq!(role_of_key("option_name"), Role::NameField);
        assert_eq!(role_of_key("meta_value"), Role::ValueField);
        assert_eq!(role_of_key("DigestValue"), Role::Diagnostic);
        assert_eq!(role_of_key("password_value"), role_of_key("password"));
        assert_eq!(role_of_key("MD5 signature"), Role::Diagnostic);
        assert_eq!(role_of_key("hmac_sha256_signature"), role_of_key("signature"));
    }

    /// `may_name_secret` is a necessary condition: every word of the vocabulary that gives a secret role
    /// passes it (or prose would skip a secret's name).
    #[test]
    fn the_prose_prefilter_never_hides_a_secret_word() {
        let source = include_str!("lexicon.rs");
        let words = source
            .split('"')
            .skip(1)
            .step_by(2)
            .filter(|w| !w.is_empty() && w.len() <= 40 && w.chars().all(|c| c.is_alphanumeric() || c == '-'));
        let mut checked = 0;
        for word in words {
            for key in [word.to_owned(), format!("db_{word}"), format!("{word}_code")] {
                if role_of_key(&key).names_secret() {
                    assert!(may_name_secret(&key), "{key}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn secret_columns_are_matched_on_word_parts() {
        assert!(is_secret_column("password_hash"));
        assert!(is_secret_column("acct"));
        assert!(is_secret_column("userPassword"));
        assert!(is_secret_column("api_token"));
        assert!(is_secret_column("ssn"));
        assert!(!is_secret_column("prompt_tokens"));
        assert!(!is_secret_column("active_tokens"));
        assert!(!is_secret_column("password_changed_at"));
        assert!(!is_secret_column("email"));
    }
}
