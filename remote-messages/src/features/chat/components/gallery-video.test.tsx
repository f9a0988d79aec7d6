import { render } from '@testing-library/react';
import { GalleryVideo } from './gallery-video';

describe('a video in the gallery', () => {
  it('plays while its slide is shown, and stops and goes back to its start when left', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const props = { src: 'https://api.test/v.mp4', poster: null, type: 'video/mp4', name: 'demo.mp4' };

    const { container, rerender } = render(<GalleryVideo {...props} active />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAccessibleName('demo.mp4');
    expect(play).toHaveBeenCalledTimes(1);
    video.currentTime = 12;

    rerender(<GalleryVideo {...props} active={false} />);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(0);

    rerender(<GalleryVideo {...props} active />);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
