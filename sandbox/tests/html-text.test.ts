/** @jest-environment node */
/** The sandbox's plain text of stored HTML (a message's preview line): block tags part words, inline tags do not. */
import { plainText } from '../lib/html-text';

it('parts words at block tags only, decodes entities and folds white space', () => {
  expect(plainText('<p><b>He</b>llo&nbsp;world</p>\n<p>Two &amp; three &lt;tag&gt; &quot;q&quot; &#39;s&#39;</p>')).toBe(
    'Hello world Two & three <tag> "q" \'s\'',
  );
  expect(plainText('<ul><li>One</li><li>Two</li></ul>a<br>b<BR/>c<H2>Title</H2><table><tr><td>x</td><td>y</td></tr></table>')).toBe(
    'One Two a b c Title x y',
  );
  expect(plainText('Read <a href="/x">the <em>rules</em></a>.<img src="x.png" alt="pic"><pre>pre</pre>x')).toBe('Read the rules.prex');
});

it('reads what a regular expression misread: entities decoded once, a bare < as text, comments and scripts dropped', () => {
  expect(plainText('a &amp;lt; b &amp;amp; Caf&eacute; &#8217;s &#x41;')).toBe('a &lt; b &amp; Café ’s A');
  expect(plainText('1 < 2 and 3 > 1')).toBe('1 < 2 and 3 > 1');
  expect(plainText('<!-- note > x -->after<script>alert(1)</script><style>p { color: red }</style>')).toBe('after');
  expect(plainText('')).toBe('');
});
