import sanitize from "sanitize-html";
import { detectImageType } from "../lib/image-type";
import { ImageRejected, processImage } from "../lib/image-work";

/** The logo and favicon kinds Ponder accepts, told apart by their bytes. */
export type BrandingType = "image/png" | "image/jpeg" | "image/svg+xml" | "image/x-icon";

const SVG_TAGS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "image", "filter",
  "feGaussianBlur", "feOffset", "feBlend", "feColorMatrix", "feMerge", "feMergeNode", "feFlood", "feComposite", "feDropShadow",
];

const SVG_ATTRIBUTES = [
  "id", "class", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "width", "height", "d", "points",
  "viewBox", "preserveAspectRatio", "transform", "fill", "fill-opacity", "fill-rule", "clip-rule", "clip-path", "mask",
  "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset",
  "stroke-opacity", "opacity", "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod",
  "patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits", "font-family",
  "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline", "letter-spacing", "dx", "dy", "rotate",
  "textLength", "lengthAdjust", "href", "xlink:href", "xmlns", "xmlns:xlink", "version", "style", "filter", "stdDeviation",
  "in", "in2", "result", "mode", "values", "type", "flood-color", "flood-opacity", "operator", "k1", "k2", "k3", "k4",
  "filterUnits", "primitiveUnits", "overflow", "display", "visibility", "color", "vector-effect", "shape-rendering",
  "aria-label", "aria-hidden", "role", "focusable",
];

/** CSS values without any way out: no url() but to an element of the same file, no expressions or escapes. */
const SAFE_CSS_VALUE = /^(?:(?!url\s*\()[^\\;:<>"]|url\(\s*#[\w-]+\s*\))*$/i;
const STYLE_PROPERTIES = [
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
  "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "stop-color", "stop-opacity", "font-family",
  "font-size", "font-weight", "font-style", "text-anchor", "letter-spacing", "display", "visibility", "color", "clip-rule",
  "mix-blend-mode", "isolation",
];

/** href values that stay inside the file, or embed a raster image in it. */
const INTERNAL_HREF = /^#[\w.:-]+$/;
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const SVG_OPTIONS: sanitize.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  allowedStyles: { "*": Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_CSS_VALUE]])) },
  // href is checked by the transform below; no scheme is allowed through sanitize-html's own check.
  allowedSchemes: [],
  allowedSchemesByTag: { image: ["data"] },
  allowProtocolRelative: false,
  // Whole subtrees that must not survive, text included.
  exclusiveFilter: (frame) => ["script", "style", "foreignobject", "iframe", "object", "embed", "a"].includes(frame.tag.toLowerCase()),
  nonTextTags: ["script", "style", "textarea", "option", "foreignObject"],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  // Every element is written with its closing tag, which is valid XML and keeps nesting intact.
  selfClosing: [],
  transformTags: {
    "*": (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === "href" || name === "xlink:href") {
          if (INTERNAL_HREF.test(value) || (tagName === "image" && EMBEDDED_RASTER.test(value))) kept[name] = value;
          continue;
        }
        // Presentation attributes may point at a gradient or clip path of this file, nothing
        // else; style declarations are checked one by one by allowedStyles.
        if (name !== "style" && /url\s*\(/i.test(value) && !/^\s*url\(\s*#[\w-]+\s*\)\s*$/i.test(value)) continue;
        if (/javascript:|data:|expression\s*\(/i.test(value)) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
};

/**
 * An SVG file's text, or null when the bytes are not one: UTF-8 whose first element (after an
 * optional BOM, XML declaration, comments and doctype) is <svg>.
 */
function svgText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const head = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[^>]*\?>/i, "")
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, "")
    .replace(/^\s*<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>/i, "")
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, "")
    .trimStart();
  return /^<svg[\s>]/i.test(head) ? head : null;
}

/**
 * Strips an SVG down to drawing: no scripts, event handlers, foreign objects, styles
 * sheets, links or references to anything outside the file. Returns null when nothing of
 * an SVG remains.
 */
export function sanitizeSvg(text: string): string | null {
  const clean = sanitize(text, SVG_OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean)) return null;
  let root = clean.includes('xmlns="http://www.w3.org/2000/svg"') ? clean : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  // An xlink: attribute without its namespace declaration would make the file invalid XML.
  if (root.includes("xlink:href") && !root.includes("xmlns:xlink")) root = root.replace(/^<svg/, '<svg xmlns:xlink="http://www.w3.org/1999/xlink"');
  return root;
}

/** Windows icon files: a 6-byte header (0, 1, count) and a directory that fits the file. */
function isIco(bytes: Buffer): boolean {
  if (bytes.length < 22 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return false;
  const count = bytes.readUInt16LE(4);
  if (count < 1 || count > 64 || bytes.length < 6 + count * 16) return false;
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + index * 16;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size === 0 || offset < 6 + count * 16 || offset + size > bytes.length) return false;
  }
  return true;
}

export class BrandingError extends Error {}

/** Rasters go through the same bounded pipeline as members' uploads; its refusals become ours. */
async function prepareRaster(bytes: Buffer, type: "image/png" | "image/jpeg", maxSide: number): Promise<{ type: BrandingType; data: Buffer }> {
  try {
    // PNG and JPEG keep their type.
    return { type, data: (await processImage(bytes, type, { maxSide, animated: false })).data };
  } catch (error) {
    if (error instanceof ImageRejected) throw new BrandingError(error.message);
    throw error;
  }
}

/** A logo (PNG, JPEG or SVG, by content) made safe to serve: rasters re-encoded, SVGs sanitised. */
export async function prepareLogo(bytes: Buffer): Promise<{ type: BrandingType; data: Buffer }> {
  const raster = detectImageType(bytes);
  if (raster === "image/png" || raster === "image/jpeg") return prepareRaster(bytes, raster, 1024);
  const text = svgText(bytes);
  const clean = text ? sanitizeSvg(text) : null;
  if (!clean) throw new BrandingError("Please select a valid image file (PNG, JPG, SVG)");
  return { type: "image/svg+xml", data: Buffer.from(clean, "utf8") };
}

/** A favicon (ICO or PNG, by content); PNGs are re-encoded, icons checked and kept as they are. */
export async function prepareFavicon(bytes: Buffer): Promise<{ type: BrandingType; data: Buffer }> {
  if (detectImageType(bytes) === "image/png") return prepareRaster(bytes, "image/png", 256);
  if (isIco(bytes)) return { type: "image/x-icon", data: bytes };
  throw new BrandingError("Please select a valid favicon file (ICO, PNG)");
}
