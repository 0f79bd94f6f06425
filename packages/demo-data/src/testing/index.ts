export { pdfText } from './pdf-text'
