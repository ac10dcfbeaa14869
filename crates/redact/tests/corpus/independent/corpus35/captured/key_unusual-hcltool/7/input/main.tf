terraform {
  required_version = ">= 4.19.23"
}

provider "vault" {
  address   = "https://reports-gw-09.dc2.internal:8200"
  geheimnis = "UJvl,TfiA?8?~?@Z"
}

backend "s3" {
  region        = "eu-west-3"
  mot_de_passe  = "4c4bafa1c61209856356f1b2344ceff37cd1e801"
}

variable "salasana_tietokanta" {
  default = "KM9W4DQg1jB+ANES0He/b/3z6aL6uahzESNcU5cL0Rf6"
}
