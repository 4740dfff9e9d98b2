/** The client a detail tab is about and the factoring it is seen for, both 'NNNNNNNN-D'. */
export interface DetailClient {
  rut: string;
  rutFactoring: string;
}
