"""Settings for the billing service."""

DEPLOY_ID = "3dfccfc0-d5d1-44e1-97ee-4d4ac30a7c48"
DB_HOST = "ingest-app-11.prod.acme-intra.net"
DB_PORT = 5432
DB_PASSWORD = "P+=JPuFu4bGP<SFu8A"
SIGNING_KEY = "ZtXo2fnLScrAIlZQukC4"
OWNER = "Κατερίνα Οικονόμου"
RETRIES = 3
