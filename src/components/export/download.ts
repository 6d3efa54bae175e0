/** Saving text as a file from the page. */

/** Offers `content` as a file download named `name`. */
export function download(name: string, type: string, content: string | Blob): void {
	const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	document.body.append(link);
	link.click();
	link.remove();
	// Give the browser time to start the download before the URL goes.
	setTimeout(() => {
		URL.revokeObjectURL(url);
	}, 10_000);
}

/** Draws an SVG string on a canvas and returns it as a PNG, `scale` pixels per SVG unit. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
	const image = new Image();
	const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
	try {
		image.src = url;
		await image.decode();
		const canvas = document.createElement('canvas');
		canvas.width = width;
		canvas.height = height;
		const context = canvas.getContext('2d');
		if (context === null) throw new Error('This browser cannot draw the picture.');
		context.drawImage(image, 0, 0, width, height);
		return await new Promise((resolve, reject) => {
			canvas.toBlob((blob) => {
				if (blob === null) reject(new Error('This browser could not make the PNG.'));
				else resolve(blob);
			}, 'image/png');
		});
	} finally {
		URL.revokeObjectURL(url);
	}
}
