"""Settings for the checkout service."""

DEPLOY_ID = "ca3f863e-a180-4779-89c6-ae196a1eaf89"
DB_HOST = "ledger-app-28.prod.acme-intra.net"
DB_PORT = 27017
DB_PASSWORD = "NrWsqCNc6b-?N"
SIGNING_KEY = "FZhDckadZGVEvtffOA45Lk6f5D"
OWNER = "Anaïs Dubois"
RETRIES = 3
