import sharp from "sharp";

/**
 * An animated GIF of random noise, every frame different so nothing compresses: the hostile
 * upload of issue 9 (8.6 MB of it kept the thread pool busy for 15-25 s), at any size.
 */
export function noiseGif(width: number, height: number, frames: number): Promise<Buffer> {
  return sharp({
    create: { width, height: height * frames, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 90 }, pageHeight: height },
  })
    .gif({ effort: 1, loop: 0, delay: 40 })
    .toBuffer();
}
