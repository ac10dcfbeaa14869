"""Settings for the checkout service."""

DEPLOY_ID = "58db560d-1f54-421f-b8ab-02ea94cee96b"
DB_HOST = "notify-gw-38.corp.internal"
DB_PORT = 9092
DB_PASSWORD = "q@?-CVa<2HAgI0"
SIGNING_KEY = "skAGDI6LN5++ZsmhGhs5EKRSlcod4CwB"
OWNER = "Anaïs Château"
RETRIES = 3
