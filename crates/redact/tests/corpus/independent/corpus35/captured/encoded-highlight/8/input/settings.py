"""Settings for the ledger service."""

DEPLOY_ID = "bde8144b-1501-42eb-b759-31d0859c342c"
DB_HOST = "search-db-37.corp.internal"
DB_PORT = 27017
DB_PASSWORD = "6>-Nj&+c7CrJc"
SIGNING_KEY = "sk_live_vW1Qvv5qtYUsZH7O6EVjLm8IHij9F29M17lM"
OWNER = "Алексей Кузнецова"
RETRIES = 3
