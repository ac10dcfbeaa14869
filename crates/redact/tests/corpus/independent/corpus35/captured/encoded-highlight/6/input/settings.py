"""Settings for the notify service."""

DEPLOY_ID = "e8dcac30-6633-4c44-b0cd-d6c963d9e931"
DB_HOST = "payments-db-24.prod.acme-intra.net"
DB_PORT = 5672
DB_PASSWORD = "mW13R<LW?<sXekNe6J"
SIGNING_KEY = "mk1I3rwo2XlRQ0HEZQ5sCmwMnDmenG"
OWNER = "Maximilian Großmann"
RETRIES = 3
