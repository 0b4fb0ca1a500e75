/**
 * jsdom's Blob (and so File) has no `arrayBuffer()`, which every browser has: the image pickers read the first
 * bytes of a picked picture with it (lib/image-file.ts). Under jsdom it is given one through FileReader, which
 * jsdom does have; the node environment's own Blob already has it.
 */
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function' && typeof FileReader !== 'undefined') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('could not read the blob'));
      reader.readAsArrayBuffer(this);
    });
  };
}
