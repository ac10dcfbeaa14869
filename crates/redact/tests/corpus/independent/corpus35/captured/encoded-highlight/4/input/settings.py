"""Settings for the search service."""

DEPLOY_ID = "9f046693-e045-4428-8300-b57aa2a111ca"
DB_HOST = "checkout-gw-03.dc2.internal"
DB_PORT = 9200
DB_PASSWORD = "yMN>e#g!Dq0#w"
SIGNING_KEY = "zUvSz86gUMD2AXXX6zgG"
OWNER = "Anaïs Bérnard"
RETRIES = 3
