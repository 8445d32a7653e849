import type { Catalogue } from "@/i18n/catalogue";

/**
 * What the upload endpoint answers staff when it refuses a file (shown in the editors' toasts),
 * read in the person's language while the request runs.
 */
const es = {
  badRequest: "La solicitud de subida no es válida.",
  notMultipart: "La subida debe enviarse como multipart/form-data.",
  missingFile: "No se ha enviado ningún archivo.",
  targetAfterFile: "El campo «target» debe enviarse antes que el archivo.",
  interrupted: "La subida se interrumpió. Inténtelo de nuevo.",
  crossSite: "Origen de la solicitud no permitido.",
  failed: "No se pudo subir el archivo. Inténtelo de nuevo.",
  noSpace: "El servidor no tiene espacio libre para guardar el archivo. Avise a quien mantiene el servidor; lo ya guardado no se ha perdido.",
  imageTooLarge: "La imagen supera el tamaño máximo de 10 MB.",
  videoTooLarge: "El vídeo supera el tamaño máximo de 100 MB.",
  invalidTarget: "El destino de la subida no es válido.",
  invalidVideo: "El archivo no es un vídeo válido (MP4, MOV, AVI, MKV o WebM).",
  invalidImage: "El archivo no es una imagen válida.",
  cancelled: "Subida cancelada",
};

export type UploadMessages = typeof es;

export const uploadMessages: Catalogue<UploadMessages> = {
  es,
  gl: {
    badRequest: "A solicitude de subida non é válida.",
    notMultipart: "A subida debe enviarse como multipart/form-data.",
    missingFile: "Non se enviou ningún ficheiro.",
    targetAfterFile: "O campo «target» debe enviarse antes ca o ficheiro.",
    interrupted: "A subida interrompeuse. Ténteo de novo.",
    crossSite: "Orixe da solicitude non permitida.",
    failed: "Non se puido subir o ficheiro. Ténteo de novo.",
    noSpace: "O servidor non ten espazo libre para gardar o ficheiro. Avise a quen mantén o servidor; o xa gardado non se perdeu.",
    imageTooLarge: "A imaxe supera o tamaño máximo de 10 MB.",
    videoTooLarge: "O vídeo supera o tamaño máximo de 100 MB.",
    invalidTarget: "O destino da subida non é válido.",
    invalidVideo: "O ficheiro non é un vídeo válido (MP4, MOV, AVI, MKV ou WebM).",
    invalidImage: "O ficheiro non é unha imaxe válida.",
    cancelled: "Subida cancelada",
  },
  pt: {
    badRequest: "A solicitação de envio não é válida.",
    notMultipart: "O envio deve ser feito como multipart/form-data.",
    missingFile: "Nenhum arquivo foi enviado.",
    targetAfterFile: "O campo «target» deve ser enviado antes do arquivo.",
    interrupted: "O envio foi interrompido. Tente novamente.",
    crossSite: "Origem da solicitação não permitida.",
    failed: "Não foi possível enviar o arquivo. Tente novamente.",
    noSpace: "O servidor não tem espaço livre para salvar o arquivo. Avise quem mantém o servidor; o que já foi salvo não se perdeu.",
    imageTooLarge: "A imagem ultrapassa o tamanho máximo de 10 MB.",
    videoTooLarge: "O vídeo ultrapassa o tamanho máximo de 100 MB.",
    invalidTarget: "O destino do envio não é válido.",
    invalidVideo: "O arquivo não é um vídeo válido (MP4, MOV, AVI, MKV ou WebM).",
    invalidImage: "O arquivo não é uma imagem válida.",
    cancelled: "Envio cancelado",
  },
  en: {
    badRequest: "The upload request is not valid.",
    notMultipart: "The upload must be sent as multipart/form-data.",
    missingFile: "No file was sent.",
    targetAfterFile: "The “target” field must be sent before the file.",
    interrupted: "The upload was interrupted. Please try again.",
    crossSite: "Request origin not allowed.",
    failed: "The file could not be uploaded. Please try again.",
    noSpace: "The server has no free space to store the file. Tell whoever maintains the server; nothing already saved has been lost.",
    imageTooLarge: "The image is larger than the 10 MB limit.",
    videoTooLarge: "The video is larger than the 100 MB limit.",
    invalidTarget: "The upload destination is not valid.",
    invalidVideo: "The file is not a valid video (MP4, MOV, AVI, MKV or WebM).",
    invalidImage: "The file is not a valid image.",
    cancelled: "Upload cancelled",
  },
};
