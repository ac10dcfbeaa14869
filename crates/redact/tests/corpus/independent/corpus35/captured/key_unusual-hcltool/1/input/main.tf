terraform {
  required_version = ">= 2.7.33"
}

provider "vault" {
  address   = "https://payments-app-24.lan.example-ops.io:8200"
  geheimnis = "CinIixm?v67Rd8"
}

backend "s3" {
  region        = "eu-west-3"
  mot_de_passe  = "npm_2OPdDF7jLyEhxdjvSTD0EHPMaO6KNHMG"
}

variable "salasana_tietokanta" {
  default = "juniper-maple-raven-falcon"
}
