"""Settings for the ingest service."""

DEPLOY_ID = "bfc453de-2110-4095-9565-829a429b8a35"
DB_HOST = "ingest-db-37.svc.cluster.local"
DB_PORT = 11211
DB_PASSWORD = "q&>OaQJ93#Zln"
SIGNING_KEY = "0VBHig9t3vLHLTpSamUiDMFZ6mJG89vgZcORTytp"
OWNER = "Γιώργος Γεωργίου"
RETRIES = 3
