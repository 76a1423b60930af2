import type { Locale } from '@campus/core';

/*
 * Messages of a refused content package (SCORM or HTML zip, src/activities/packages). The refusal's `details`
 * carry the machine facts (which entry, which rule); these texts tell an administrator what to fix.
 * Merged into SERVER_MESSAGES (server-messages.ts).
 */

/** Package refusal codes translated here (thrown by src/activities/packages as `PackageRefusedError`). */
export const ACTIVITY_PACKAGE_ERROR_CODES = [
  'package_not_zip',
  'package_corrupt',
  'package_unsafe_entry',
  'package_too_large',
  'package_too_many_entries',
  'package_compression_ratio',
  'package_manifest_missing',
  'package_manifest_invalid',
  'package_entry_page_missing',
] as const;

/** A package refusal code translated here. */
export type ActivityPackageErrorCode = (typeof ACTIVITY_PACKAGE_ERROR_CODES)[number];

/** Package refusal messages per locale. */
export const ACTIVITY_PACKAGE_MESSAGES: Readonly<Record<Locale, Readonly<Record<ActivityPackageErrorCode, string>>>> = {
  'pt-BR': {
    package_not_zip: 'O arquivo enviado não é um pacote ZIP.',
    package_corrupt: 'O pacote ZIP está corrompido ou usa um formato não suportado. Gere o pacote novamente.',
    package_unsafe_entry:
      'O pacote contém um arquivo com caminho inseguro (fora da pasta do pacote, absoluto, link simbólico ou repetido).',
    package_too_large: 'O pacote descompactado é grande demais. O máximo é {{max_megabytes}} MB.',
    package_too_many_entries: 'O pacote tem arquivos demais. O máximo é {{max_entries}}.',
    package_compression_ratio: 'O pacote tem um arquivo com taxa de compressão suspeita e foi recusado.',
    package_manifest_missing: 'O pacote SCORM não tem o arquivo imsmanifest.xml na raiz.',
    package_manifest_invalid: 'O imsmanifest.xml do pacote SCORM está inválido ou incompleto.',
    package_entry_page_missing: 'O pacote HTML não tem uma página index.html na raiz ou em uma única pasta.',
  },
  'en-US': {
    package_not_zip: 'The file sent is not a ZIP package.',
    package_corrupt: 'The ZIP package is damaged or uses an unsupported format. Export the package again.',
    package_unsafe_entry:
      'The package holds a file with an unsafe path (outside the package folder, absolute, a symbolic link or repeated).',
    package_too_large: 'The unpacked package is too large. The maximum is {{max_megabytes}} MB.',
    package_too_many_entries: 'The package holds too many files. The maximum is {{max_entries}}.',
    package_compression_ratio: 'The package holds a file with a suspicious compression ratio and was refused.',
    package_manifest_missing: 'The SCORM package has no imsmanifest.xml file at its root.',
    package_manifest_invalid: 'The SCORM package’s imsmanifest.xml is invalid or incomplete.',
    package_entry_page_missing: 'The HTML package has no index.html page at its root or inside a single folder.',
  },
  'es-ES': {
    package_not_zip: 'El archivo enviado no es un paquete ZIP.',
    package_corrupt: 'El paquete ZIP está dañado o usa un formato no admitido. Vuelve a generar el paquete.',
    package_unsafe_entry:
      'El paquete contiene un archivo con una ruta insegura (fuera de la carpeta del paquete, absoluta, un enlace simbólico o repetida).',
    package_too_large: 'El paquete descomprimido es demasiado grande. El máximo es {{max_megabytes}} MB.',
    package_too_many_entries: 'El paquete contiene demasiados archivos. El máximo es {{max_entries}}.',
    package_compression_ratio: 'El paquete contiene un archivo con una tasa de compresión sospechosa y fue rechazado.',
    package_manifest_missing: 'El paquete SCORM no tiene el archivo imsmanifest.xml en la raíz.',
    package_manifest_invalid: 'El imsmanifest.xml del paquete SCORM no es válido o está incompleto.',
    package_entry_page_missing:
      'El paquete HTML no tiene una página index.html en la raíz ni dentro de una única carpeta.',
  },
  'fr-FR': {
    package_not_zip: 'Le fichier envoyé n’est pas un paquet ZIP.',
    package_corrupt: 'Le paquet ZIP est endommagé ou utilise un format non pris en charge. Exportez-le à nouveau.',
    package_unsafe_entry:
      'Le paquet contient un fichier au chemin dangereux (hors du dossier du paquet, absolu, lien symbolique ou répété).',
    package_too_large: 'Le paquet décompressé est trop volumineux. Le maximum est de {{max_megabytes}} Mo.',
    package_too_many_entries: 'Le paquet contient trop de fichiers. Le maximum est de {{max_entries}}.',
    package_compression_ratio: 'Le paquet contient un fichier au taux de compression suspect et a été refusé.',
    package_manifest_missing: 'Le paquet SCORM n’a pas de fichier imsmanifest.xml à sa racine.',
    package_manifest_invalid: 'Le fichier imsmanifest.xml du paquet SCORM est invalide ou incomplet.',
    package_entry_page_missing: 'Le paquet HTML n’a pas de page index.html à sa racine ni dans un dossier unique.',
  },
};
