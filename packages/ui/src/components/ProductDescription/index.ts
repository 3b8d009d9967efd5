export { ProductDescription, type ProductDescriptionProps } from "./ProductDescription.js";
