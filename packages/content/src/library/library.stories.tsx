import type { Meta, StoryObj } from '@storybook/react-vite';
import { hangs, withLibraryNewsApi } from '../testing/library-news-story.test-util.js';
import { Library } from './library.js';

const meta = {
  title: 'Content/Library',
  component: Library,
  decorators: [withLibraryNewsApi],
} satisfies Meta<typeof Library>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every file, with the filters. */
export const Files: Story = {};

/** One category (route `library/{name}`). */
export const Category: Story = { args: { category: 62 } };

/** A file's detail (route `libraries/{id}`). */
export const FileDetail: Story = { args: { file: 501 } };

/** A file that does not exist: 'library file not found'. */
export const MissingFile: Story = { args: { file: 999 } };

/** No file matches. */
export const Empty: Story = { parameters: { api: { files: [] } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
