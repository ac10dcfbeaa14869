"""Settings for the ledger service."""

DEPLOY_ID = "16ee1832-bbce-4823-8bc5-60c615605f11"
DB_HOST = "auth-app-18.dc2.internal"
DB_PORT = 8080
DB_PASSWORD = "z.Q9!H@&F1X<aM0H7"
SIGNING_KEY = "hf_Ex1XFg09ugArLVcIZv7FdILdVmzz9o81"
OWNER = "Дмитрий Соколова"
RETRIES = 3
