import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import { Text } from '../Text/Text';
import { Heading } from './Heading';

describe('Heading, Text and Card', () => {
  it('renders the requested heading level', () => {
    render(<Heading level={1}>User Settings</Heading>);
    expect(screen.getByRole('heading', { level: 1, name: 'User Settings' })).toBeInTheDocument();
  });

  it('renders a paragraph by default and another element on request', () => {
    render(
      <>
        <Text>Loading...</Text>
        <Text elementType="span">inline</Text>
      </>,
    );
    expect(screen.getByText('Loading...').tagName).toBe('P');
    expect(screen.getByText('inline').tagName).toBe('SPAN');
  });

  it('gives a card title level 3 by default', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Chat Error</CardTitle>
          <CardDescription>Something went wrong with the chat interface.</CardDescription>
        </CardHeader>
        <CardContent>Details</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Chat Error' })).toBeInTheDocument();
  });
});
