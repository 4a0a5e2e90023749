/** The product's name; the admin's siteName setting will override what the header shows. */
export const PRODUCT_NAME = "Ponder";
