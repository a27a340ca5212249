import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('renders GFM: headings, lists, code, tables, strikethrough', () => {
    const { container } = render(
      <Markdown>
        {[
          '# Summary',
          '',
          '- first',
          '- second',
          '',
          'Use `npm test` now. ~~old~~',
          '',
          '| Skill | Years |',
          '| --- | --- |',
          '| Go | 4 |',
        ].join('\n')}
      </Markdown>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('code')).toHaveTextContent('npm test');
    expect(container.querySelector('del')).toHaveTextContent('old');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Go' })).toBeInTheDocument();
  });

  it('never turns raw HTML into elements', () => {
    const { container } = render(
      <Markdown>
        {
          'Hello <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onclick="x()">block</div>'
        }
      </Markdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.firstElementChild?.querySelector('div')).toBeNull();
    expect(container).toHaveTextContent('Hello');
  });

  it('opens links in a new tab without an opener', () => {
    render(<Markdown>{'See [the docs](https://example.com/docs).'}</Markdown>);
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('neutralises javascript: and data: links, keeping their text', () => {
    const { container } = render(
      <Markdown>
        {'[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)'}
      </Markdown>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(container).toHaveTextContent('click me and data');
  });

  it('does not load images: their alternative text stands in', () => {
    const { container } = render(
      <Markdown>{'![A chart](https://tracker.example/p.png?d=1)'}</Markdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('A chart');
  });

  it('shifts heading levels by headingLevel, up to 6', () => {
    render(<Markdown headingLevel={3}>{'# One\n\n## Two\n\n#### Four'}</Markdown>);
    expect(screen.getByRole('heading', { level: 3, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Two' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Four' })).toBeInTheDocument();
  });

  it('makes code blocks and tables focusable so they can be scrolled by keyboard', () => {
    const { container } = render(
      <Markdown>{'```\nconst a = 1;\n```\n\n| a |\n| - |\n| 1 |'}</Markdown>,
    );
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table').parentElement).toHaveAttribute('tabindex', '0');
  });
});
