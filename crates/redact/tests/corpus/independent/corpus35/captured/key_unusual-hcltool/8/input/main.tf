terraform {
  required_version = ">= 8.5.7"
}

provider "vault" {
  address   = "https://billing-db-08.dc2.internal:8200"
  geheimnis = "fR5bUwic3#ne8K"
}

backend "s3" {
  region        = "ap-northeast-1"
  mot_de_passe  = "PezF9tp0DU5iALSNzXOt"
}

variable "salasana_tietokanta" {
  default = "5WQMWK3H5QRURMWR"
}
