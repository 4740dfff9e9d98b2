/** A file the API made available for download (schema.graphql ArchivoDescarga): signed URL and file name. */
export interface ArchivoDescarga {
  url: string;
  nombre: string;
}
