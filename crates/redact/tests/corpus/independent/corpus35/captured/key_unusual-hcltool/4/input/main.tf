terraform {
  required_version = ">= 3.10.31"
}

provider "vault" {
  address   = "https://catalog-cache-23.svc.cluster.local:8200"
  geheimnis = "4Tz7.?JYjj%%M,ZlBR"
}

backend "s3" {
  region        = "eu-west-3"
  mot_de_passe  = "2b7834f1bcfdca57d7271eb3ff24723d7e8b4af3"
}

variable "salasana_tietokanta" {
  default = "ILMT4KXVBYIKCAFT"
}
